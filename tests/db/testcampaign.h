#pragma once

#include "db/campaignfile.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

/// A fresh campaign in a temporary folder, for tests that need one.
struct TestCampaign
{
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("test.herald"));
    std::unique_ptr<herald::db::CampaignFile> file;

    explicit TestCampaign(std::uint64_t seed = 42)
    {
        herald::db::FileError error;
        file = herald::db::CampaignFile::create(
            path, {QStringLiteral("Test"), QStringLiteral("warmaster"), seed}, &error);
        if (!file)
            qFatal("could not create a test campaign: %s", qPrintable(error.message));
    }
    void reopen()
    {
        file.reset();
        herald::db::FileError error;
        file = herald::db::CampaignFile::open(path, &error);
        if (!file)
            qFatal("could not reopen the test campaign: %s", qPrintable(error.message));
    }
};
