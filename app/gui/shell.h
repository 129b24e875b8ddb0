#pragma once

#include "app/gui/campaigncontroller.h"
#include "app/services/campaignservice.h"

#include <QStringList>

namespace herald::gui {

/// The composition root of the GUI: the application service and the QML singletons fed from
/// it. The herald executable and the Qt Quick tests both build the shell through here.
class Shell
{
public:
    Shell();
    ~Shell();
    Shell(const Shell &) = delete;
    Shell &operator=(const Shell &) = delete;

    [[nodiscard]] CampaignController &campaign() { return m_controller; }

    /// Opens what the command line names: a campaign path, `--demo`, or else the last campaign;
    /// on the very first start, the bundled demo copied into the user's data folder. A refusal
    /// is kept in CampaignController::fileRefusal for the window to show once it is up.
    void openInitialCampaign(const QStringList &arguments);

private:
    app::CampaignService m_service;
    CampaignController m_controller;
};

} // namespace herald::gui
