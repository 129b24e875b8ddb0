#include "app/printing/expeditionsheet.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QPainter>

namespace herald::printing {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::printing::ExpeditionSheet)
};

constexpr qreal indent = 14;

using P = FlowParagraph;

QString text(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

int number(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toInt();
}

void addFleet(std::vector<P> &out, const QJsonObject &e)
{
    //: %1 expedition, %2 nation, %3 year
    out.push_back({P::Title,
                   Tr::tr("Expedition %1 of %2, year %3")
                       .arg(text(e, "name"), text(e, "nation"))
                       .arg(number(e, "year")),
                   0});
    //: %1 status key (inPort, atSea, arrived, escorted, landed, dissolved, lost)
    out.push_back({P::Body, Tr::tr("Status: %1").arg(text(e, "status")), 0});
    const QString port = text(e, "portName");
    //: %1 port ("0410 Holt"), %2 landmass it left
    out.push_back({P::Body,
                   port.isEmpty()
                       ? Tr::tr("Left %1 without a port.").arg(text(e, "homeLandmassName"))
                       : Tr::tr("Port: %1, on %2").arg(port, text(e, "homeLandmassName")),
                   0});
    const QString destination = text(e, "destinationName");
    out.push_back({P::Body,
                   destination.isEmpty() ? Tr::tr("Declared landmass: not named yet")
                                         : Tr::tr("Declared landmass: %1").arg(destination),
                   0});
    //: %1 boats, %2 of them empty, %3 units aboard, %4 advantages
    out.push_back({P::Body,
                   Tr::tr("Boats %1 (%2 empty), units %3, advantages %4")
                       .arg(number(e, "boats"))
                       .arg(number(e, "emptyShips"))
                       .arg(number(e, "unitCount"))
                       .arg(number(e, "advantages")),
                   0});
    if (e.value(QStringLiteral("aquaticAlly")).toBool())
        out.push_back({P::Note,
                       Tr::tr("Allied with a nation under the sea: +3 on each chart "
                              "roll (§7.2.7)."),
                       0});
}

void addRoster(std::vector<P> &out, const QJsonObject &e)
{
    out.push_back({P::Heading, Tr::tr("Roster aboard"), 0});
    const QJsonArray units = e.value(QStringLiteral("units")).toArray();
    if (units.isEmpty())
        out.push_back({P::Body, Tr::tr("No units aboard."), indent});
    for (const QJsonValue &v : units) {
        const QJsonObject u = v.toObject();
        //: one roster line: count, unit types, category
        const QString line =
            Tr::tr("%1 × %2 (%3)")
                .arg(QString::number(number(u, "count")), text(u, "label"), text(u, "category"));
        out.push_back({P::Body,
                       u.value(QStringLiteral("needsShip")).toBool()
                           ? line
                           : Tr::tr("%1, needs no ship").arg(line),
                       indent});
    }
    QStringList traded;
    const QJsonObject t = e.value(QStringLiteral("traded")).toObject();
    for (auto it = t.begin(); it != t.end(); ++it)
        //: %1 how many units, %2 their type
        traded << Tr::tr("%1 × %2").arg(QString::number(it.value().toInt()), it.key());
    out.push_back({P::Note,
                   Tr::tr("Traded for boats (§2.11): %1")
                       .arg(traded.isEmpty() ? Tr::tr("none") : traded.join(QStringLiteral(", "))),
                   indent});
}

void addCrew(std::vector<P> &out, const QJsonObject &e)
{
    out.push_back({P::Heading, Tr::tr("Characters aboard"), 0});
    const QJsonArray characters = e.value(QStringLiteral("characters")).toArray();
    if (characters.isEmpty())
        out.push_back({P::Body, Tr::tr("No characters aboard."), indent});
    for (const QJsonValue &v : characters) {
        const QJsonObject c = v.toObject();
        //: %1 name, %2 character type, %3 role aboard (general, admiral, other)
        const QString line =
            Tr::tr("%1, %2, role %3").arg(text(c, "name"), text(c, "type"), text(c, "role"));
        out.push_back(
            {P::Body,
             c.value(QStringLiteral("healer")).toBool() ? Tr::tr("%1, healer").arg(line) : line,
             indent});
    }
}

void addLog(std::vector<P> &out, const QJsonObject &e)
{
    out.push_back({P::Heading, Tr::tr("Expedition chart rolls (§7.2.5)"), 0});
    const QJsonArray log = e.value(QStringLiteral("log")).toArray();
    if (log.isEmpty())
        out.push_back({P::Body, Tr::tr("No roll yet."), indent});
    for (const QJsonValue &v : log) {
        const QJsonObject roll = v.toObject();
        QStringList faces;
        for (const QJsonValue &f : roll.value(QStringLiteral("faces")).toArray())
            faces << QString::number(f.toInt());
        //: %1 turn, %2 the dice thrown, %3 the total read on the chart
        out.push_back(
            {P::Subheading,
             Tr::tr("Turn %1: dice %2, total %3")
                 .arg(QString::number(number(roll, "turn")), faces.join(QStringLiteral(" + ")),
                      QString::number(number(roll, "total"))),
             indent});
        QStringList said;
        for (const QJsonValue &s : roll.value(QStringLiteral("explanation")).toArray())
            said << s.toString();
        out.push_back({P::Body, said.join(QLatin1Char(' ')), 2 * indent});
        //: after the roll: %1 boats lost, %2 units lost, %3 advantages, %4 pirate pool
        out.push_back({P::Note,
                       Tr::tr("Boats lost %1, units lost %2; advantages %3, pirate pool %4 after.")
                           .arg(number(roll, "boatsLost"))
                           .arg(number(roll, "unitsLost"))
                           .arg(number(roll, "advantages"))
                           .arg(number(roll, "piratePool")),
                       2 * indent});
    }
}

std::vector<P> paragraphs(const QJsonObject &e)
{
    std::vector<P> out;
    addFleet(out, e);
    addRoster(out, e);
    addCrew(out, e);
    addLog(out, e);
    return out;
}

} // namespace

ExpeditionSheet::ExpeditionSheet(QJsonObject expedition)
    : m_expedition(std::move(expedition)), m_flow(paragraphs(m_expedition))
{
}

int ExpeditionSheet::pageCount(const QRectF &printable) const
{
    return m_flow.pageCount(printable);
}

void ExpeditionSheet::paintPage(QPainter &painter, int page, const QRectF &printable) const
{
    painter.setPen(QPen(Qt::black, 0.6));
    m_flow.paintPage(painter, page, printable);
}

QString ExpeditionSheet::title() const
{
    return Tr::tr("Expedition sheet: %1").arg(text(m_expedition, "name"));
}

} // namespace herald::printing
