#include "varianteditor.h"

#include "app/services/diplomacy/gamequery.h"
#include "core/diplomacy/layoutformat.h"
#include "core/diplomacy/variantedits.h"
#include "varianteditorcommand.h"
#include "varianteditorfiles.h"
#include "varianteditorproblems.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace herald::gui {

using namespace herald::diplomacy;

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

/// Merge keys: even for province drags, odd for the opacity slider, so the two never merge.
int dragKey(int serial)
{
    return serial * 2;
}
int opacityKey(int serial)
{
    return serial * 2 + 1;
}

} // namespace

VariantEditor::VariantEditor(QObject *parent) : QObject(parent)
{
    connect(&m_undo, &QUndoStack::indexChanged, this, &VariantEditor::changed);
    connect(&m_undo, &QUndoStack::cleanChanged, this, &VariantEditor::changed);
    openShipped(0);
}

VariantEditor::~VariantEditor() = default;

QString VariantEditor::title() const
{
    return qs(m_state.draft.name);
}

QUrl VariantEditor::fileUrl() const
{
    return m_path.isEmpty() ? QUrl() : QUrl::fromLocalFile(m_path);
}

QString VariantEditor::fileName() const
{
    return QFileInfo(m_path).fileName();
}

QStringList VariantEditor::shippedVariants() const
{
    QStringList out;
    for (const auto &v : app::diplomacy::shippedVariants())
        out << v.label();
    return out;
}

QStringList VariantEditor::provinces() const
{
    QStringList out;
    for (const Province &p : m_state.draft.provinces)
        out << tr("%1 — %2").arg(qs(p.abbreviation), qs(p.name));
    return out;
}

QStringList VariantEditor::powers() const
{
    QStringList out;
    for (const Power &p : m_state.draft.powers)
        out << qs(p.name);
    return out;
}

QStringList VariantEditor::problems() const
{
    QStringList out;
    for (const VariantError &e : m_errors)
        out << VariantEditorProblems::text(e, false);
    return out;
}

void VariantEditor::setSelected(int province)
{
    if (province < -1 || province >= int(m_state.draft.provinces.size()))
        province = -1;
    if (province == m_state.selected)
        return;
    m_state.selected = province;
    Q_EMIT changed();
}

const Province *VariantEditor::selectedProvince() const
{
    return m_state.selected >= 0 ? &m_state.draft.provinces[std::size_t(m_state.selected)]
                                 : nullptr;
}

QString VariantEditor::abbreviation() const
{
    return selectedProvince() ? qs(selectedProvince()->abbreviation) : QString();
}

QString VariantEditor::provinceName() const
{
    return selectedProvince() ? qs(selectedProvince()->name) : QString();
}

int VariantEditor::provinceType() const
{
    return selectedProvince() ? int(selectedProvince()->type) : 0;
}

bool VariantEditor::supplyCentre() const
{
    return selectedProvince() && selectedProvince()->supplyCentre;
}

int VariantEditor::homePower() const
{
    const Province *p = selectedProvince();
    return p && p->home != kNoPower ? p->home : -1;
}

int VariantEditor::ownerPower() const
{
    const Province *p = selectedProvince();
    return p && p->startOwner != kNoPower ? p->startOwner : -1;
}

QString VariantEditor::coasts() const
{
    QStringList out;
    if (const Province *p = selectedProvince()) {
        for (const std::string &c : p->coasts)
            out << qs(c);
    }
    return out.join(QStringLiteral(", "));
}

QString VariantEditor::notes() const
{
    return selectedProvince() ? qs(selectedProvince()->notes) : QString();
}

QStringList VariantEditor::borders() const
{
    QStringList out;
    if (m_state.selected < 0)
        return out;
    const VariantDraft &d = m_state.draft;
    const auto place = [&](ProvinceId p, CoastId c) {
        QString text = qs(d.provinces[p].abbreviation);
        if (c != kNoCoast && c <= d.provinces[p].coasts.size())
            text += QLatin1Char('/') + qs(d.provinces[p].coasts[c - 1]);
        return text;
    };
    for (std::size_t i : bordersOf(d, ProvinceId(m_state.selected))) {
        const Edge &e = d.edges[i];
        const bool outward = e.from == m_state.selected;
        const QString here = outward ? place(e.from, e.fromCoast) : place(e.to, e.toCoast);
        const QString there = outward ? place(e.to, e.toCoast) : place(e.from, e.fromCoast);
        const QString kind = e.army && e.fleet ? tr("armies and fleets")
                             : e.army          ? tr("armies")
                                               : tr("fleets");
        out << tr("%1 to %2: %3").arg(here, there, kind);
    }
    return out;
}

QUrl VariantEditor::backgroundUrl() const
{
    return m_state.background.isEmpty() ? QUrl() : QUrl::fromLocalFile(m_state.background);
}

const diplomacyrender::BoardLayout &VariantEditor::layout() const
{
    if (!m_drawnLayout) {
        m_drawnVariant = std::make_unique<Variant>(buildUnchecked(m_state.draft));
        BoardLayoutText text;
        for (std::size_t p = 0; p < m_state.points.size(); ++p)
            text.points.push_back({m_state.draft.provinces[p].abbreviation, m_state.points[p].x(),
                                   m_state.points[p].y()});
        m_drawnLayout = std::make_unique<diplomacyrender::BoardLayout>(
            *m_drawnVariant, QString::fromStdString(writeLayout(text)));
    }
    return *m_drawnLayout;
}

void VariantEditor::restore(const VariantEditorState &state)
{
    m_state = state;
    m_drawnLayout.reset();
    m_drawnVariant.reset();
    m_errors = parseVariant(writeVariant(m_state.draft)).errors;
    Q_EMIT changed();
}

void VariantEditor::replaceAll(VariantEditorState state, const QString &path)
{
    m_undo.clear();
    state.selected = -1;
    restore(state);
    m_path = path;
    Q_EMIT fileChanged();
}

void VariantEditor::edit(const QString &text,
                         const std::function<void(VariantEditorState &)> &change, int mergeKey)
{
    VariantEditorState after = m_state;
    change(after);
    if (after.sameContent(m_state)) {
        setSelected(after.selected);
        return;
    }
    m_undo.push(new VariantEditorCommand(
        text, m_state, std::move(after), [this](const VariantEditorState &s) { restore(s); },
        mergeKey));
}

void VariantEditor::editSelected(const QString &text, const std::function<void(Province &)> &change)
{
    if (m_state.selected < 0)
        return;
    edit(text, [&](VariantEditorState &s) { change(s.draft.provinces[std::size_t(s.selected)]); });
}

bool VariantEditor::acceptText(const QString &text, const QString &field)
{
    // '|' separates fields and a line ends a record: the file could not say such a name.
    if (text.contains(QLatin1Char('|')) || text.contains(QLatin1Char('\n'))) {
        Q_EMIT error(tr("The %1 cannot contain '|' or a line break.").arg(field));
        return false;
    }
    return true;
}

void VariantEditor::openShipped(int index)
{
    const auto &shipped = app::diplomacy::shippedVariants();
    if (index < 0 || index >= shipped.size())
        return;
    VariantEditorFiles::Opened opened = VariantEditorFiles::openShipped(shipped.at(index).key);
    if (!opened.error.isEmpty()) {
        Q_EMIT error(opened.error);
        return;
    }
    replaceAll(std::move(opened.state), QString());
}

void VariantEditor::openFile(const QUrl &url)
{
    const QString path = url.toLocalFile();
    VariantEditorFiles::Opened opened = VariantEditorFiles::open(path);
    if (!opened.error.isEmpty()) {
        Q_EMIT error(opened.error);
        return;
    }
    replaceAll(std::move(opened.state), path);
    Q_EMIT done(tr("Opened %1.").arg(QFileInfo(path).fileName()));
}

void VariantEditor::clearMap()
{
    edit(tr("Clear the map"), [](VariantEditorState &s) {
        s.draft.provinces.clear();
        s.draft.edges.clear();
        s.draft.specials.clear();
        s.draft.units.clear();
        s.draft.aliases.clear();
        s.points.clear();
        s.selected = -1;
    });
}

void VariantEditor::save()
{
    if (m_path.isEmpty()) {
        Q_EMIT error(tr("Choose a file first (Save as)."));
        return;
    }
    saveAs(QUrl::fromLocalFile(m_path));
}

void VariantEditor::saveAs(const QUrl &url)
{
    const QString path = url.toLocalFile();
    if (const QString failure = VariantEditorFiles::save(path, m_state); !failure.isEmpty()) {
        Q_EMIT error(failure);
        return;
    }
    m_undo.setClean();
    if (path != m_path) {
        m_path = path;
        Q_EMIT fileChanged();
    }
    Q_EMIT done(m_errors.empty()
                    ? tr("Saved %1 and its layout.").arg(QFileInfo(path).fileName())
                    : tr("Saved %1 and its layout; the variant still has %n problem(s), so "
                         "games cannot use it yet.",
                         nullptr, int(m_errors.size()))
                          .arg(QFileInfo(path).fileName()));
}

void VariantEditor::setAbbreviation(const QString &abbreviation)
{
    const QString text = abbreviation.trimmed();
    if (!acceptText(text, tr("abbreviation")))
        return;
    editSelected(tr("Rename %1 to %2").arg(this->abbreviation(), text),
                 [&](Province &p) { p.abbreviation = text.toStdString(); });
}

void VariantEditor::setProvinceName(const QString &name)
{
    const QString text = name.trimmed();
    if (!acceptText(text, tr("name")))
        return;
    editSelected(tr("Name %1 %2").arg(abbreviation(), text),
                 [&](Province &p) { p.name = text.toStdString(); });
}

void VariantEditor::setProvinceType(int type)
{
    if (type < int(ProvinceType::Land) || type > int(ProvinceType::Offboard))
        return;
    editSelected(tr("Change the type of %1").arg(abbreviation()),
                 [&](Province &p) { p.type = ProvinceType(type); });
}

void VariantEditor::setSupplyCentre(bool centre)
{
    editSelected(centre ? tr("Make %1 a supply centre").arg(abbreviation())
                        : tr("Make %1 no supply centre").arg(abbreviation()),
                 [&](Province &p) { p.supplyCentre = centre; });
}

void VariantEditor::setHomePower(int power)
{
    const PowerId id = power >= 0 && power < int(m_state.draft.powers.size()) ? power : kNoPower;
    editSelected(tr("Change the home power of %1").arg(abbreviation()),
                 [&](Province &p) { p.home = id; });
}

void VariantEditor::setOwnerPower(int power)
{
    const PowerId id = power >= 0 && power < int(m_state.draft.powers.size()) ? power : kNoPower;
    editSelected(tr("Change the starting owner of %1").arg(abbreviation()),
                 [&](Province &p) { p.startOwner = id; });
}

void VariantEditor::setCoasts(const QString &coasts)
{
    if (m_state.selected < 0 || !acceptText(coasts, tr("coasts")))
        return;
    std::vector<std::string> names;
    for (const QString &c :
         coasts.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts))
        names.push_back(c.toStdString());
    edit(tr("Change the coasts of %1").arg(abbreviation()), [&](VariantEditorState &s) {
        diplomacy::setCoasts(s.draft, ProvinceId(s.selected), names);
    });
}

void VariantEditor::setNotes(const QString &notes)
{
    const QString text = notes.trimmed();
    if (!acceptText(text, tr("notes")))
        return;
    editSelected(tr("Change the notes of %1").arg(abbreviation()),
                 [&](Province &p) { p.notes = text.toStdString(); });
}

void VariantEditor::addProvince(double x, double y)
{
    if (m_state.draft.provinces.size() >= std::size_t(kMaxProvinces)) {
        Q_EMIT error(tr("A variant has at most %1 provinces.").arg(kMaxProvinces));
        return;
    }
    // A free abbreviation ("New1", "New2"...), to be renamed in the form.
    QString abbr;
    for (int n = 1; abbr.isEmpty(); ++n) {
        const QString candidate = QStringLiteral("New%1").arg(n);
        bool taken = false;
        for (const Province &p : m_state.draft.provinces)
            taken =
                taken ||
                QString::fromStdString(p.abbreviation).compare(candidate, Qt::CaseInsensitive) == 0;
        if (!taken)
            abbr = candidate;
    }
    edit(tr("Add province %1").arg(abbr), [&](VariantEditorState &s) {
        Province p;
        p.abbreviation = abbr.toStdString();
        p.name = tr("New province %1").arg(abbr.mid(3)).toStdString();
        s.draft.provinces.push_back(std::move(p));
        s.points.emplace_back(x, y);
        s.selected = int(s.draft.provinces.size()) - 1;
    });
}

void VariantEditor::removeProvince()
{
    if (m_state.selected < 0)
        return;
    edit(tr("Remove %1").arg(abbreviation()), [](VariantEditorState &s) {
        diplomacy::removeProvince(s.draft, ProvinceId(s.selected));
        s.points.erase(s.points.begin() + s.selected);
        s.selected = -1;
    });
}

void VariantEditor::moveProvince(int province, double x, double y)
{
    if (province < 0 || province >= int(m_state.points.size()))
        return;
    const QString abbr = qs(m_state.draft.provinces[std::size_t(province)].abbreviation);
    edit(
        tr("Move %1").arg(abbr),
        [&](VariantEditorState &s) {
            s.points[std::size_t(province)] = QPointF(x, y);
            s.selected = province;
        },
        dragKey(m_mergeSerial));
}

void VariantEditor::finishMove()
{
    ++m_mergeSerial;
}

QStringList VariantEditor::coastsOf(int province) const
{
    QStringList out;
    if (province >= 0 && province < int(m_state.draft.provinces.size())) {
        for (const std::string &c : m_state.draft.provinces[std::size_t(province)].coasts)
            out << qs(c);
    }
    return out;
}

void VariantEditor::toggleBorder(int from, const QString &fromCoast, int to, const QString &toCoast,
                                 bool fleet)
{
    const int count = int(m_state.draft.provinces.size());
    if (from < 0 || to < 0 || from >= count || to >= count || from == to)
        return;
    const auto coastId = [&](int p, const QString &name) {
        return CoastId(coastsOf(p).indexOf(name) + 1);
    };
    const Location a{ProvinceId(from), fleet ? coastId(from, fromCoast) : kNoCoast};
    const Location b{ProvinceId(to), fleet ? coastId(to, toCoast) : kNoCoast};
    const QString names = tr("%1 and %2")
                              .arg(qs(m_state.draft.provinces[a.province].abbreviation),
                                   qs(m_state.draft.provinces[b.province].abbreviation));
    edit(fleet ? tr("Toggle the fleet border of %1").arg(names)
               : tr("Toggle the army border of %1").arg(names),
         [&](VariantEditorState &s) {
             diplomacy::toggleBorder(s.draft, a, b, fleet ? UnitKind::Fleet : UnitKind::Army);
         });
}

void VariantEditor::removeBorder(int row)
{
    if (m_state.selected < 0)
        return;
    const std::vector<std::size_t> rows = bordersOf(m_state.draft, ProvinceId(m_state.selected));
    if (row < 0 || row >= int(rows.size()))
        return;
    edit(tr("Remove a border of %1").arg(abbreviation()), [&](VariantEditorState &s) {
        s.draft.edges.erase(s.draft.edges.begin() + std::ptrdiff_t(rows[std::size_t(row)]));
    });
}

void VariantEditor::setBackground(const QUrl &picture)
{
    const QString path = picture.toLocalFile();
    edit(tr("Set the background picture"),
         [&](VariantEditorState &s) { s.background = QFileInfo(path).absoluteFilePath(); });
}

void VariantEditor::clearBackground()
{
    edit(tr("Remove the background picture"), [](VariantEditorState &s) { s.background.clear(); });
}

void VariantEditor::setBackgroundOpacity(double opacity)
{
    edit(
        tr("Change the background's opacity"),
        [&](VariantEditorState &s) { s.backgroundOpacity = std::clamp(opacity, 0.0, 1.0); },
        opacityKey(m_mergeSerial));
}

void VariantEditor::validate()
{
    if (m_errors.empty())
        Q_EMIT done(tr("The variant reads without problems: games can be played on it."));
    else
        Q_EMIT error(tr("The variant has %n problem(s); click one to select its province.", nullptr,
                        int(m_errors.size())));
}

void VariantEditor::selectProblem(int row)
{
    if (row < 0 || row >= int(m_errors.size()))
        return;
    const VariantError &problem = m_errors[std::size_t(row)];
    // A PROVINCE record's line says which province even when two share an abbreviation: the
    // writer puts them in draft order.
    const QStringList lines = QString::fromStdString(writeVariant(m_state.draft)).split('\n');
    const QString provinceRecord = QStringLiteral("PROVINCE ");
    if (problem.line > 0 && problem.line <= lines.size() &&
        lines.at(problem.line - 1).startsWith(provinceRecord)) {
        int index = 0;
        for (int l = 0; l < problem.line - 1; ++l)
            index += lines.at(l).startsWith(provinceRecord) ? 1 : 0;
        setSelected(index);
        return;
    }
    // Border problems name their first end, perhaps with a coast ("Spa/nc").
    const QString name = qs(problem.province).section(QLatin1Char('/'), 0, 0);
    for (std::size_t p = 0; p < m_state.draft.provinces.size(); ++p) {
        if (qs(m_state.draft.provinces[p].abbreviation).compare(name, Qt::CaseInsensitive) == 0) {
            setSelected(int(p));
            return;
        }
    }
}

} // namespace herald::gui
