#include "expeditionsmodel.h"

#include "app/printing/expeditionsheet.h"
#include "app/services/warmaster/expeditionsview.h"

#include <QDir>
#include <QJsonArray>

namespace herald::gui::expeditions {

namespace {

QString statusText(const QString &key)
{
    if (key == QLatin1String("inPort"))
        return ExpeditionsModel::tr("In port");
    if (key == QLatin1String("atSea"))
        return ExpeditionsModel::tr("At sea");
    if (key == QLatin1String("arrived"))
        return ExpeditionsModel::tr("Reached land: to be landed");
    if (key == QLatin1String("escorted"))
        return ExpeditionsModel::tr("Escorted home by the sea people");
    if (key == QLatin1String("landed"))
        return ExpeditionsModel::tr("Landed");
    if (key == QLatin1String("dissolved"))
        return ExpeditionsModel::tr("Dissolved at the New Year");
    return ExpeditionsModel::tr("Lost");
}

QString facts(const QJsonObject &e)
{
    //: %1 boats, %2 empty boats, %3 units aboard, %4 advantages
    return ExpeditionsModel::tr("Boats %1 (%2 empty) · units %3 · advantages %4")
        .arg(e.value(QStringLiteral("boats")).toInt())
        .arg(e.value(QStringLiteral("emptyShips")).toInt())
        .arg(e.value(QStringLiteral("unitCount")).toInt())
        .arg(e.value(QStringLiteral("advantages")).toInt());
}

QString route(const QJsonObject &e)
{
    const QString port = e.value(QStringLiteral("portName")).toString();
    const QString destination = e.value(QStringLiteral("destinationName")).toString();
    //: %1 the port or landmass it left, %2 the landmass it is bound for
    return ExpeditionsModel::tr("From %1, bound for %2")
        .arg(port.isEmpty() ? e.value(QStringLiteral("homeLandmassName")).toString() : port,
             destination.isEmpty() ? ExpeditionsModel::tr("a landmass not named yet")
                                   : destination);
}

QString roster(const QJsonObject &e)
{
    QStringList lines;
    for (const QJsonValue &v : e.value(QStringLiteral("units")).toArray()) {
        const QJsonObject u = v.toObject();
        //: one line of the expedition's roster: count, unit types, category
        lines << ExpeditionsModel::tr("%1 × %2 (%3)")
                     .arg(QString::number(u.value(QStringLiteral("count")).toInt()),
                          u.value(QStringLiteral("label")).toString(),
                          u.value(QStringLiteral("category")).toString());
    }
    return lines.join(QLatin1Char('\n'));
}

QString crew(const QJsonObject &e)
{
    QStringList lines;
    for (const QJsonValue &v : e.value(QStringLiteral("characters")).toArray()) {
        const QJsonObject c = v.toObject();
        const QString role = c.value(QStringLiteral("role")).toString();
        QString line =
            role == QLatin1String("general") ? ExpeditionsModel::tr("%1, general")
                                                   .arg(c.value(QStringLiteral("name")).toString())
            : role == QLatin1String("admiral")
                ? ExpeditionsModel::tr("%1, admiral")
                      .arg(c.value(QStringLiteral("name")).toString())
                : ExpeditionsModel::tr("%1, %2").arg(c.value(QStringLiteral("name")).toString(),
                                                     c.value(QStringLiteral("type")).toString());
        if (c.value(QStringLiteral("healer")).toBool())
            line += ExpeditionsModel::tr(" (healer)");
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

QString log(const QJsonObject &e)
{
    QStringList lines;
    for (const QJsonValue &v : e.value(QStringLiteral("log")).toArray()) {
        const QJsonObject roll = v.toObject();
        QStringList said;
        for (const QJsonValue &s : roll.value(QStringLiteral("explanation")).toArray())
            said << s.toString();
        //: %1 the turn number, %2 what the chart roll did
        lines << ExpeditionsModel::tr("Turn %1: %2")
                     .arg(QString::number(roll.value(QStringLiteral("turn")).toInt()),
                          said.join(QLatin1Char(' ')));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

ExpeditionsModel::ExpeditionsModel(QObject *parent)
    : CampaignListModel(app::expeditionsTables(), parent)
{
}

void ExpeditionsModel::fill(const app::CampaignService *service)
{
    m_rows.clear();
    m_piratePool = 0;
    if (!service)
        return;
    const app::ExpeditionsView view = app::expeditionsView(*service);
    for (const QJsonValue &e : view.expeditions)
        m_rows << e.toObject();
    m_piratePool = view.piratePool;
}

QVariant ExpeditionsModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const QJsonObject &e = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return e.value(QStringLiteral("name")).toString();
    case NationRole:
        return e.value(QStringLiteral("nation")).toString();
    case StatusRole:
        return statusText(e.value(QStringLiteral("status")).toString());
    case FactsRole:
        return facts(e);
    case RouteRole:
        return route(e);
    case RosterRole:
        return roster(e);
    case CrewRole:
        return crew(e);
    case LogRole:
        return log(e);
    case ExpeditionIdRole:
        return QString::number(e.value(QStringLiteral("id")).toInteger());
    case StatusKeyRole:
        return e.value(QStringLiteral("status")).toString();
    case PassengersRole:
        return e.value(QStringLiteral("passengers")).toVariant().toStringList();
    case NeedsDestinationRole:
        return e.value(QStringLiteral("status")).toString() == QLatin1String("atSea") &&
               e.value(QStringLiteral("destination")).toString().isEmpty();
    default:
        return {};
    }
}

QHash<int, QByteArray> ExpeditionsModel::roleNames() const
{
    return {{NameRole, "name"},
            {NationRole, "nation"},
            {StatusRole, "status"},
            {FactsRole, "facts"},
            {RouteRole, "route"},
            {RosterRole, "roster"},
            {CrewRole, "crew"},
            {LogRole, "log"},
            {ExpeditionIdRole, "expeditionId"},
            {StatusKeyRole, "statusKey"},
            {PassengersRole, "passengers"},
            {NeedsDestinationRole, "needsDestination"}};
}

bool ExpeditionsModel::printSheet(int row, const QUrl &file, bool letter)
{
    const QString path = file.toLocalFile();
    if (row < 0 || row >= m_rows.size()) {
        Q_EMIT printFailed(tr("Choose an expedition to print."));
        return false;
    }
    if (path.isEmpty()) {
        Q_EMIT printFailed(tr("Choose a file to write the PDF to."));
        return false;
    }
    printing::PrintOptions options;
    options.paper = letter ? QPageSize::Letter : QPageSize::A4;
    const printing::ExpeditionSheet sheet(m_rows.at(row));
    if (const QString problem = printing::printToPdf(sheet, path, options); !problem.isEmpty()) {
        Q_EMIT printFailed(problem);
        return false;
    }
    //: %1 the expedition, %2 the PDF file
    Q_EMIT printed(tr("Sheet of the expedition %1 written to %2")
                       .arg(m_rows.at(row).value(QStringLiteral("name")).toString(),
                            QDir::toNativeSeparators(path)));
    return true;
}

} // namespace herald::gui::expeditions
