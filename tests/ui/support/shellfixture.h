#pragma once

#include "app/gui/shell.h"
#include "testhome.h"

#include <QCoreApplication>
#include <QDebug>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QUrl>

#include <memory>

namespace herald::test {

/// Herald's shell on a new campaign in the test's own temporary folder, for the tests of the
/// pages' C++ back ends: settings, recent files and data stay in that folder (useTemporaryHome),
/// and commands go through the shell's controller as the pages' do.
class ShellFixture
{
public:
    /// Makes the shell and a new campaign called `name`; false when the campaign is refused.
    [[nodiscard]] bool start(const QString &name)
    {
        useTemporaryHome(m_dir.filePath(QStringLiteral("home")));
        QCoreApplication::setOrganizationName(QStringLiteral("HeraldTests"));
        m_shell = std::make_unique<gui::Shell>();
        return m_shell->campaign().newCampaign(
            QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("campaign.herald"))), name);
    }
    void stop() { m_shell.reset(); }

    /// Runs a command; a refusal is printed with its message, for the failing test's log.
    [[nodiscard]] bool run(const QString &command, const QJsonObject &args)
    {
        const bool ok = m_shell->campaign().execute(command, args);
        if (!ok)
            qWarning() << command << m_shell->campaign().lastError();
        return ok;
    }

    [[nodiscard]] gui::Shell &shell() { return *m_shell; }
    [[nodiscard]] QString filePath(const QString &name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<gui::Shell> m_shell;
};

} // namespace herald::test
