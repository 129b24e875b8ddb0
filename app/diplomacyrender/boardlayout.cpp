#include "app/diplomacyrender/boardlayout.h"

#include <QFile>
#include <QHash>
#include <QtMath>

#include <memory>

namespace herald::diplomacyrender {

using namespace herald::diplomacy;

BoardLayout::BoardLayout(const Variant &variant, const QString &layoutText)
    : m_variant(variant), m_points(std::size_t(variant.provinceCount()))
{
    std::vector<bool> placed(m_points.size(), false);
    for (const QString &raw : layoutText.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.size() != 3)
            continue;
        const ProvinceId p = variant.findProvince(words.at(0).toStdString());
        if (p == kNoProvince)
            continue;
        m_points[p] = {words.at(1).toDouble(), words.at(2).toDouble()};
        placed[p] = true;
    }
    // Unplaced provinces: repeatedly take the mean of placed neighbours, nudged apart by
    // their index so two of them never land on one spot; a province with no placed
    // neighbour goes on a circle round the sheet.
    for (int pass = 0; pass < 8; ++pass) {
        for (int p = 0; p < variant.provinceCount(); ++p) {
            if (placed[std::size_t(p)])
                continue;
            QPointF sum;
            int n = 0;
            for (const Edge &e : variant.edges()) {
                const ProvinceId other = e.from == p ? e.to : (e.to == p ? e.from : kNoProvince);
                if (other != kNoProvince && placed[other]) {
                    sum += m_points[other];
                    ++n;
                }
            }
            if (n > 0) {
                const double angle = p * 2.399963; // golden angle
                m_points[std::size_t(p)] = sum / n + QPointF(qCos(angle), qSin(angle)) * 30;
                placed[std::size_t(p)] = true;
            }
        }
    }
    for (int p = 0; p < variant.provinceCount(); ++p) {
        if (!placed[std::size_t(p)]) {
            const double angle = 2 * M_PI * p / variant.provinceCount();
            m_points[std::size_t(p)] = QPointF(500 + 450 * qCos(angle), 500 + 450 * qSin(angle));
        }
    }
}

const BoardLayout &BoardLayout::forVariant(const QString &key, const Variant &variant)
{
    static QHash<QString, std::shared_ptr<BoardLayout>> cache;
    auto &slot = cache[key];
    if (!slot) {
        QFile file(QStringLiteral(":/herald/diplomacy/%1.layout").arg(key));
        const QString text =
            file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
        slot = std::make_shared<BoardLayout>(variant, text);
    }
    return *slot;
}

} // namespace herald::diplomacyrender
