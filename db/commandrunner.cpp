#include "db/commandrunner.h"

#include "db/campaignfile.h"
#include "db/commandregistry.h"
#include "db/diceserialization.h"
#include "db/session.h"

#include "core/warmaster/calendar.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace herald::db {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::CommandRunner)
};

/// Every command, undo and redo changes the history as well as what its changeset names.
QStringList withHistory(QStringList tables)
{
    tables << QStringLiteral("history");
    tables.sort();
    tables.removeDuplicates();
    return tables;
}

ExecuteResult failed(CommandStatus status, QString message)
{
    ExecuteResult r;
    r.status = status;
    r.message = std::move(message);
    return r;
}

/// BEGIN IMMEDIATE takes the write lock up front, so a second writer (another Herald, the
/// CLI, later a club server) waits instead of failing half-way through a command.
class WriteTransaction
{
public:
    explicit WriteTransaction(QSqlDatabase db) : m_db(std::move(db))
    {
        QSqlQuery q(m_db);
        m_open = q.exec(QStringLiteral("BEGIN IMMEDIATE"));
        if (!m_open)
            m_error = q.lastError().text();
    }
    ~WriteTransaction()
    {
        if (m_open)
            QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
    }
    [[nodiscard]] bool isOpen() const { return m_open; }
    [[nodiscard]] QString errorString() const { return m_error; }
    bool commit()
    {
        QSqlQuery q(m_db);
        if (!q.exec(QStringLiteral("COMMIT"))) {
            m_error = q.lastError().text();
            return false;
        }
        m_open = false;
        return true;
    }

private:
    QSqlDatabase m_db;
    bool m_open = false;
    QString m_error;
};

struct CampaignState
{
    CampaignDate date;
    std::uint64_t seed = 0;
    std::uint64_t draws = 0;
};

bool readCampaignState(const QSqlDatabase &db, CampaignState *state)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral(
            "SELECT year, month, dice_seed, dice_draws, phase FROM campaign WHERE id = 1")) ||
        !q.next())
        return false;
    state->date = {q.value(0).toInt(), q.value(1).toInt(), q.value(4).toString()};
    state->seed = static_cast<std::uint64_t>(q.value(2).toLongLong());
    state->draws = static_cast<std::uint64_t>(q.value(3).toLongLong());
    return true;
}

std::vector<int> typedFaces(const QJsonObject &args)
{
    std::vector<int> faces;
    for (const QJsonValue &v : args.value(QStringLiteral("typed")).toArray())
        faces.push_back(v.toInt(-1));
    return faces;
}

/// The undo/redo target: the newest done entry, or the oldest undone one.
struct HistoryTarget
{
    qint64 id = 0;
    QByteArray changeset;
    bool undoable = false;
    ExecuteResult description;
};

bool findTarget(const QSqlDatabase &db, bool undone, HistoryTarget *target)
{
    QSqlQuery q(db);
    q.prepare(undone ? QStringLiteral("SELECT id, changeset, summary, year, month, dice, step FROM "
                                      "history WHERE undone = 1 ORDER BY id ASC LIMIT 1")
                     : QStringLiteral("SELECT id, changeset, summary, year, month, dice, step FROM "
                                      "history WHERE undone = 0 ORDER BY id DESC LIMIT 1"));
    if (!q.exec() || !q.next())
        return false;
    target->id = q.value(0).toLongLong();
    target->undoable = !q.value(1).isNull();
    target->changeset = q.value(1).toByteArray();
    target->description.summary = q.value(2).toString();
    target->description.date = {q.value(3).toInt(), q.value(4).toInt(), q.value(6).toString()};
    target->description.historyId = target->id;
    target->description.rolls = QJsonDocument::fromJson(q.value(5).toByteArray()).array();
    target->description.changedTables = withHistory(changesetTables(target->changeset));
    return true;
}

} // namespace

CommandRunner::CommandRunner(CampaignFile &file, const CommandRegistry &registry)
    : m_file(file), m_registry(registry)
{
}

std::optional<ExecuteResult> CommandRunner::refuseIfReadOnly() const
{
    if (!m_file.isReadOnly())
        return std::nullopt;
    return failed(
        CommandStatus::ReadOnlyFile,
        Tr::tr("%1 is open read-only (%2), so nothing in it can change. Copy it somewhere "
               "you may write to, or change its permissions, and open it again.")
            .arg(m_file.path(), m_file.readOnlyReason()));
}

ExecuteResult CommandRunner::execute(const QString &command, const QJsonObject &args)
{
    const CommandDefinition *definition = m_registry.find(command);
    if (!definition)
        return failed(CommandStatus::UnknownCommand,
                      Tr::tr("There is no command named \"%1\".").arg(command));

    if (auto refusal = refuseIfReadOnly())
        return *refusal;
    QSqlDatabase db = m_file.database();
    WriteTransaction transaction(db);
    if (!transaction.isOpen())
        return failed(CommandStatus::StorageFailed, transaction.errorString());
    CampaignState state;
    if (!readCampaignState(db, &state))
        return failed(CommandStatus::StorageFailed, Tr::tr("The campaign record is missing."));

    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("DELETE FROM history WHERE undone = 1")))
        return failed(CommandStatus::StorageFailed, q.lastError().text());

    ChangeRecorder recorder(m_file.handle());
    if (!recorder.isValid())
        return failed(CommandStatus::StorageFailed, recorder.errorString());

    dice::Dice dice(dice::Generator(state.seed, state.draws));
    dice.queueTyped(typedFaces(args));
    CommandContext context{db, dice, state.date, args};
    CommandOutcome outcome;
    try {
        outcome = definition->handler(context);
    } catch (const dice::InvalidEntry &e) {
        return failed(CommandStatus::InvalidDiceEntry, QString::fromStdString(e.what()));
    }
    if (outcome.status != CommandStatus::Done)
        return failed(outcome.status, outcome.message);

    if (dice.generator().draws() != state.draws) {
        q.prepare(QStringLiteral("UPDATE campaign SET dice_draws = ? WHERE id = 1"));
        q.addBindValue(static_cast<qint64>(dice.generator().draws()));
        if (!q.exec())
            return failed(CommandStatus::StorageFailed, q.lastError().text());
    }
    // A command that changed no row (a typed roll) still records an empty, non-null
    // changeset: NULL is reserved for imported entries, which cannot be undone.
    QByteArray changeset = recorder.changeset();
    if (changeset.isNull())
        changeset = QByteArray("");
    const QJsonArray rolls = rollsToJson(dice.rolls());

    q.prepare(
        QStringLiteral("INSERT INTO history (command, args, dice, year, month, step, summary, "
                       "explanation, changeset, recorded_utc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
                       "?)"));
    q.addBindValue(command);
    q.addBindValue(QString::fromUtf8(QJsonDocument(args).toJson(QJsonDocument::Compact)));
    q.addBindValue(QString::fromUtf8(QJsonDocument(rolls).toJson(QJsonDocument::Compact)));
    q.addBindValue(state.date.year);
    q.addBindValue(state.date.month);
    q.addBindValue(state.date.step);
    q.addBindValue(outcome.summary);
    q.addBindValue(QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(outcome.explanation))
                                         .toJson(QJsonDocument::Compact)));
    q.addBindValue(changeset);
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (!q.exec())
        return failed(CommandStatus::StorageFailed, q.lastError().text());
    const qint64 id = q.lastInsertId().toLongLong();
    if (!transaction.commit())
        return failed(CommandStatus::StorageFailed, transaction.errorString());

    ExecuteResult r;
    r.summary = outcome.summary;
    r.date = state.date;
    r.historyId = id;
    r.rolls = rolls;
    r.result = outcome.result;
    r.changedTables = withHistory(changesetTables(changeset));
    return r;
}

ExecuteResult CommandRunner::undo()
{
    return replay(Replay::Undo);
}

ExecuteResult CommandRunner::redo()
{
    return replay(Replay::Redo);
}

ExecuteResult CommandRunner::replay(Replay direction)
{
    if (auto refusal = refuseIfReadOnly())
        return *refusal;
    const bool redo = direction == Replay::Redo;
    QSqlDatabase db = m_file.database();
    WriteTransaction transaction(db);
    if (!transaction.isOpen())
        return failed(CommandStatus::StorageFailed, transaction.errorString());
    HistoryTarget target;
    if (!findTarget(db, redo, &target))
        return redo ? failed(CommandStatus::NothingToRedo, Tr::tr("There is nothing to redo."))
                    : failed(CommandStatus::NothingToUndo, Tr::tr("There is nothing to undo."));
    if (!redo && !target.undoable)
        return failed(CommandStatus::NothingToUndo,
                      Tr::tr("\"%1\" cannot be undone: the history before it was imported.")
                          .arg(target.description.summary));
    QString error;
    const QByteArray changes = redo ? target.changeset : invertChangeset(target.changeset, &error);
    if (!target.changeset.isEmpty() &&
        (changes.isEmpty() || !applyChangeset(m_file.handle(), changes, &error)))
        return failed(CommandStatus::StorageFailed,
                      redo ? Tr::tr("Redo failed, nothing was changed: %1").arg(error)
                           : Tr::tr("Undo failed, nothing was changed: %1").arg(error));
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE history SET undone = ? WHERE id = ?"));
    q.addBindValue(redo ? 0 : 1);
    q.addBindValue(target.id);
    if (!q.exec() || !transaction.commit())
        return failed(CommandStatus::StorageFailed,
                      q.lastError().text() + transaction.errorString());
    return target.description;
}

QString CampaignDate::toString() const
{
    if (const auto dated = warmaster::dateFromStored(year, month, step))
        return dated->toString();
    if (month == 0)
        return QCoreApplication::translate("herald::db::CampaignDate", "Year %1, New Year")
            .arg(year);
    return QCoreApplication::translate("herald::db::CampaignDate", "Year %1, Month %2")
        .arg(year)
        .arg(month);
}

} // namespace herald::db
