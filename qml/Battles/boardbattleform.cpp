#include "boardbattleform.h"

#include "app/services/battleboard/boardtext.h"
#include "app/services/battleboard/frombattle.h"
#include "app/services/battleboard/frombattletext.h"
#include "app/services/warmaster/battlebriefs.h"

#include <QDir>
#include <QFile>

namespace herald::battles {

namespace {

QStringList followedTables()
{
    QStringList tables = app::battleBriefTables();
    tables << QStringLiteral("board_battle") << QStringLiteral("board_army")
           << QStringLiteral("board_log");
    return tables;
}

} // namespace

BoardBattleForm::BoardBattleForm(QObject *parent) : CampaignForm(followedTables(), parent)
{
}

void BoardBattleForm::setNumber(int number)
{
    if (number == m_number)
        return;
    m_number = number;
    reload();
}

void BoardBattleForm::setMappingFile(const QUrl &file)
{
    if (file == m_mappingFile)
        return;
    m_mappingFile = file;
    reload();
}

QString BoardBattleForm::mappingName() const
{
    return QDir::toNativeSeparators(m_mappingFile.toLocalFile());
}

QString BoardBattleForm::placeholderNotice()
{
    return app::battleboard::placeholderNotice();
}

bool BoardBattleForm::readMapping(QByteArray *bytes)
{
    if (m_mappingFile.isEmpty())
        return true;
    QFile file(m_mappingFile.toLocalFile());
    if (!file.open(QIODevice::ReadOnly)) {
        //: %1 the mapping file, %2 why it cannot be read
        m_problem = tr("%1 cannot be read: %2")
                        .arg(QDir::toNativeSeparators(file.fileName()), file.errorString());
        return false;
    }
    *bytes = file.readAll();
    return true;
}

void BoardBattleForm::reload()
{
    m_problem.clear();
    m_armies.clear();
    m_board.clear();
    m_stage.clear();
    m_sheet = {};
    m_sheetLines.clear();
    const app::CampaignService *campaign = service();
    QByteArray mapping;
    if (campaign && m_number >= 0 && readMapping(&mapping)) {
        if (const auto args = app::battleboard::boardFromBattle(*campaign, m_number, QString(),
                                                                mapping, &m_problem)) {
            for (const auto &side : app::battleboard::describeMapping(*args))
                m_armies.append(QVariantMap{{QStringLiteral("army"), side.army},
                                            {QStringLiteral("lines"), side.lines}});
        }
        if (const auto b = app::battleboard::boardOfBattle(*campaign, m_number)) {
            m_board = b->name;
            m_stage = app::battleboard::stageLine(*b);
            QString unfinished;
            if (const auto sheet = app::battleboard::resultSheet(*b, &unfinished)) {
                m_sheet = *sheet;
                m_sheetLines = app::battleboard::describeSheet(
                    *sheet, {b->army(herald::battleboard::Side::Defender).name,
                             b->army(herald::battleboard::Side::Attacker).name});
            }
        }
    }
    Q_EMIT changed();
}

bool BoardBattleForm::make(const QString &name)
{
    const app::CampaignService *campaign = service();
    QByteArray mapping;
    if (!campaign || !readMapping(&mapping)) {
        refuse(campaign ? m_problem : tr("No campaign is open."));
        return false;
    }
    QString problem;
    const auto args =
        app::battleboard::boardFromBattle(*campaign, m_number, name.trimmed(), mapping, &problem);
    if (!args) {
        refuse(problem);
        return false;
    }
    return run(QStringLiteral("board.new"), *args);
}

bool BoardBattleForm::autoResolve()
{
    if (m_board.isEmpty()) {
        refuse(tr("Battle %1 has no board battle yet: make one first.").arg(m_number));
        return false;
    }
    return run(QStringLiteral("board.resolve"), {{QStringLiteral("battle"), m_board}});
}

bool BoardBattleForm::enterResult()
{
    if (m_sheet.isEmpty()) {
        refuse(m_board.isEmpty()
                   ? tr("Battle %1 has no board battle yet: make one first.").arg(m_number)
                   //: %1 the board battle
                   : tr("Board battle \"%1\" is not over yet: play it to its end, pursuit "
                        "included (§7.5), or let Herald resolve it.")
                         .arg(m_board));
        return false;
    }
    return run(QStringLiteral("battle.result"),
               {{QStringLiteral("battle"), m_number}, {QStringLiteral("result"), m_sheet}});
}

} // namespace herald::battles
