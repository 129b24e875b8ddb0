#include "battlenightform.h"

#include "app/gui/typedfaces.h"
#include "app/printing/battlebriefsheet.h"
#include "app/services/warmaster/battlebriefs.h"
#include "app/services/warmaster/battlelistcheck.h"
#include "app/services/warmaster/experienceoffer.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace herald::battles {

namespace {

/// What the result form offers for one side: its nations' roster lines with units left
/// ("lines": nation, line, label) and their active characters ("people": id, name, nation).
void addEntryChoices(const QJsonArray &rosters, QVariantMap &side)
{
    QVariantList lines;
    QVariantList people;
    QStringList nationNames;
    for (const QJsonValue &r : rosters) {
        const QJsonObject roster = r.toObject();
        const QString nation = roster.value(QStringLiteral("nation")).toString();
        nationNames << nation;
        for (const QJsonValue &c : roster.value(QStringLiteral("categories")).toArray()) {
            for (const QJsonValue &l : c.toObject().value(QStringLiteral("lines")).toArray()) {
                const QJsonObject line = l.toObject();
                const int available = line.value(QStringLiteral("available")).toInt();
                if (available <= 0)
                    continue;
                QStringList types;
                for (const QJsonValue &type : line.value(QStringLiteral("unitTypes")).toArray())
                    types << type.toString();
                const int number = line.value(QStringLiteral("line")).toInt();
                //: a roster line in the result form; %1 line, %2 unit types, %3 units left
                QString label = BattleNightForm::tr("line %1: %2 (%3 left)")
                                    .arg(number)
                                    .arg(types.join(QStringLiteral(", ")))
                                    .arg(available);
                if (rosters.size() > 1)
                    //: a roster line of one of the side's nations; %1 nation, %2 the line
                    label = BattleNightForm::tr("%1, %2").arg(nation, label);
                lines.append(QVariantMap{{QStringLiteral("nation"), nation},
                                         {QStringLiteral("line"), number},
                                         {QStringLiteral("label"), label}});
            }
        }
        for (const QJsonValue &c : roster.value(QStringLiteral("characters")).toArray()) {
            const QJsonObject character = c.toObject();
            if (character.value(QStringLiteral("status")).toString() != QLatin1String("active"))
                continue;
            people.append(QVariantMap{
                {QStringLiteral("id"), character.value(QStringLiteral("id")).toInteger()},
                //: %1 name, %2 type (general, hero...), %3 nation
                {QStringLiteral("name"),
                 BattleNightForm::tr("%1 (%2, %3)")
                     .arg(character.value(QStringLiteral("name")).toString(),
                          character.value(QStringLiteral("typeName")).toString(), nation)}});
        }
    }
    side.insert(QStringLiteral("lines"), lines);
    side.insert(QStringLiteral("people"), people);
    side.insert(QStringLiteral("nationNames"), nationNames);
}

QVariantMap sideMap(const app::BattleSideBrief &side)
{
    QVariantList nations;
    for (const app::FieldableNation &nation : side.nations)
        nations.append(QVariantMap{{QStringLiteral("heading"), nation.heading},
                                   {QStringLiteral("units"), nation.units},
                                   {QStringLiteral("characters"), nation.characters},
                                   {QStringLiteral("mobs"), nation.mobs}});
    QVariantMap map{{QStringLiteral("role"), side.role},
                    {QStringLiteral("armies"), side.armies},
                    {QStringLiteral("deployment"), side.deployment},
                    {QStringLiteral("nations"), nations}};
    addEntryChoices(side.rosters, map);
    return map;
}

/// The dice typed at the table, as the runner's "typed" argument takes them.
QJsonArray typedArray(const QList<int> &faces)
{
    QJsonArray typed;
    for (int face : faces)
        typed.append(face);
    return typed;
}

QVariantMap briefMap(const app::BattleBrief &b)
{
    return {{QStringLiteral("number"), b.number},
            {QStringLiteral("title"), b.title},
            {QStringLiteral("kind"), b.kind},
            {QStringLiteral("area"), b.area},
            {QStringLiteral("terrain"), b.terrain},
            {QStringLiteral("location"), b.location},
            {QStringLiteral("pointsPerSide"), b.pointsPerSide},
            {QStringLiteral("terrainDrawn"), b.terrainDrawn},
            {QStringLiteral("terrainKept"), b.terrainKept},
            {QStringLiteral("terrainReason"), b.terrainReason},
            {QStringLiteral("objective"), b.objective},
            {QStringLiteral("fortifications"), b.fortifications},
            {QStringLiteral("ending"), b.ending},
            {QStringLiteral("result"), b.result},
            {QStringLiteral("resultLines"), b.resultLines},
            {QStringLiteral("portalArmies"), b.portalArmies},
            {QStringLiteral("prepared"), b.prepared},
            {QStringLiteral("eventCard"), b.eventCard},
            {QStringLiteral("firstPlacer"), b.firstPlacer},
            {QStringLiteral("poiDrawn"), !b.poiCardId.isEmpty()},
            {QStringLiteral("poiCard"), b.poiCard},
            {QStringLiteral("bought"), b.bought},
            {QStringLiteral("sides"), QVariantList{sideMap(b.sides[0]), sideMap(b.sides[1])}}};
}

} // namespace

BattleNightForm::BattleNightForm(QObject *parent) : CampaignForm(app::battleBriefTables(), parent)
{
}

void BattleNightForm::reload()
{
    QVariantList battles;
    if (const app::CampaignService *campaign = service()) {
        for (const app::BattleBrief &brief : app::battleBriefs(*campaign))
            battles.append(briefMap(brief));
    }
    if (battles == m_battles)
        return;
    m_battles = battles;
    Q_EMIT changed();
}

bool BattleNightForm::printBriefs(int number, const QUrl &file, bool letter)
{
    const app::CampaignService *campaign = service();
    if (!campaign) {
        refuse(tr("No campaign is open."));
        return false;
    }
    const QString path = file.toLocalFile();
    if (path.isEmpty()) {
        refuse(tr("Choose a file to write the PDF to."));
        return false;
    }
    std::vector<app::BattleBrief> briefs = app::battleBriefs(*campaign);
    if (number >= 0)
        std::erase_if(briefs, [number](const app::BattleBrief &b) { return b.number != number; });
    if (briefs.empty()) {
        refuse(number >= 0 ? tr("There is no pending battle %1 this month.").arg(number)
                           : tr("No battles are pending this month."));
        return false;
    }
    printing::PrintOptions options;
    options.paper = letter ? QPageSize::Letter : QPageSize::A4;
    const printing::BattleBriefSheet sheet(briefs);
    if (const QString problem = printing::printToPdf(sheet, path, options); !problem.isEmpty()) {
        refuse(problem);
        return false;
    }
    //: %1 the PDF file
    Q_EMIT done(tr("Briefs and result sheets of %n battle(s) written to %1", nullptr,
                   static_cast<int>(briefs.size()))
                    .arg(QDir::toNativeSeparators(path)));
    return true;
}

bool BattleNightForm::prepare(int number)
{
    return run(QStringLiteral("battle.prepare"), {{QStringLiteral("battle"), number}});
}

bool BattleNightForm::revealPoi(int number)
{
    const app::CampaignService *campaign = service();
    if (!campaign) {
        refuse(tr("No campaign is open."));
        return false;
    }
    for (const app::BattleBrief &brief : app::battleBriefs(*campaign)) {
        if (brief.number == number && !brief.poiCardId.isEmpty())
            return run(QStringLiteral("decks.deck.apply"),
                       {{QStringLiteral("deck"), brief.poiDeck},
                        {QStringLiteral("operation"),
                         QJsonObject{{QStringLiteral("op"), QStringLiteral("reveal")},
                                     {QStringLiteral("card"), brief.poiCardId}}}});
    }
    refuse(tr("Battle %1 has no POI card to turn over.").arg(number));
    return false;
}

bool BattleNightForm::enterSheet(int number, const QVariantMap &sheet, const QString &typedFaces)
{
    bool ok = false;
    const QList<int> faces = gui::parseTypedFaces(typedFaces, &ok);
    if (!ok) {
        refuse(tr("Type the dice rolled at the table as whole numbers separated by blanks or "
                  "commas, in the order the result form lists them."));
        return false;
    }
    QJsonObject args{{QStringLiteral("battle"), number},
                     {QStringLiteral("result"), QJsonObject::fromVariantMap(sheet)}};
    if (!faces.isEmpty())
        args.insert(QStringLiteral("typed"), typedArray(faces));
    return run(QStringLiteral("battle.result"), args);
}

QVariantMap BattleNightForm::experienceOffer(const QString &nation) const
{
    const app::CampaignService *campaign = service();
    if (!campaign)
        return {};
    const app::ExperienceOffer offer = app::experienceOffer(*campaign, nation);
    QVariantList purchases;
    for (const app::OfferedPurchase &p : offer.purchases)
        purchases.append(QVariantMap{{QStringLiteral("key"), p.key},
                                     {QStringLiteral("label"), p.label},
                                     {QStringLiteral("affordable"), p.affordable}});
    return {{QStringLiteral("nation"), offer.nation},
            {QStringLiteral("balance"), offer.balance},
            {QStringLiteral("alreadyBought"), offer.alreadyBought},
            {QStringLiteral("purchases"), purchases},
            {QStringLiteral("armies"), offer.armies}};
}

bool BattleNightForm::spendExperience(const QString &nation, const QString &purchase,
                                      const QString &army, const QString &typedFaces)
{
    bool ok = false;
    const QList<int> faces = gui::parseTypedFaces(typedFaces, &ok);
    if (!ok) {
        refuse(tr("Type the die rolled at the table as a whole number."));
        return false;
    }
    QJsonObject args{{QStringLiteral("nation"), nation}, {QStringLiteral("purchase"), purchase}};
    if (!army.isEmpty())
        args.insert(QStringLiteral("army"), army);
    if (!faces.isEmpty())
        args.insert(QStringLiteral("typed"), typedArray(faces));
    return run(QStringLiteral("xp.spend"), args);
}

bool BattleNightForm::goThroughPortal(int number, const QString &army, const QString &area)
{
    return run(QStringLiteral("battle.portal"), {{QStringLiteral("battle"), number},
                                                 {QStringLiteral("army"), army},
                                                 {QStringLiteral("area"), area.trimmed()}});
}

QVariantMap BattleNightForm::checkList(int number, const QString &nation, const QString &text) const
{
    const app::CampaignService *campaign = service();
    if (!campaign)
        return {{QStringLiteral("ok"), false},
                {QStringLiteral("lines"), QStringList()},
                {QStringLiteral("problems"), QStringList{tr("No campaign is open.")}}};
    const app::TypedListCheck checked = app::checkTypedList(*campaign, number, nation, text);
    return {
        {QStringLiteral("ok"), checked.ok()},
        {QStringLiteral("lines"), checked.refusal.isEmpty() ? checked.check.lines : QStringList()},
        {QStringLiteral("problems"), checked.problems()}};
}

bool BattleNightForm::enterResult(int number, const QUrl &file)
{
    const QString path = file.toLocalFile();
    QFile in(path);
    if (path.isEmpty() || !in.open(QIODevice::ReadOnly)) {
        //: %1 the file, %2 why it cannot be read
        refuse(tr("%1 cannot be read: %2").arg(QDir::toNativeSeparators(path), in.errorString()));
        return false;
    }
    QJsonParseError problem;
    const QJsonDocument sheet = QJsonDocument::fromJson(in.readAll(), &problem);
    if (!sheet.isObject()) {
        //: %1 the file, %2 the JSON parser's message
        refuse(tr("%1 is not a result sheet (a JSON object as docs/battle-result-format.md "
                  "describes): %2")
                   .arg(QDir::toNativeSeparators(path), problem.errorString()));
        return false;
    }
    return run(QStringLiteral("battle.result"),
               {{QStringLiteral("battle"), number}, {QStringLiteral("result"), sheet.object()}},
               QDir::toNativeSeparators(path) + QStringLiteral(": "));
}

} // namespace herald::battles
