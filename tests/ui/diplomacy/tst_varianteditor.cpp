// The Diplomacy variant editor's back end (issue 11: correct or draw a map): edits of
// provinces and borders saved and read back, mistakes named by province and field as the
// variant reader reports them (variant format spec B14.2), and undo within the editor.
#include "core/diplomacy/layoutformat.h"
#include "qml/Diplomacy/varianteditor.h"

#include <QFile>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using herald::gui::VariantEditor;
using namespace herald::diplomacy;

namespace {

int indexOf(const VariantEditor &editor, const char *abbreviation)
{
    const auto &provinces = editor.state().draft.provinces;
    for (std::size_t i = 0; i < provinces.size(); ++i) {
        if (provinces[i].abbreviation == abbreviation)
            return int(i);
    }
    return -1;
}

} // namespace

class TestVariantEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void opensShippedBoards_data();
    void opensShippedBoards();
    void addedProvinceAndBorderSurviveSaving();
    void invalidEditNamesProvinceAndField_data();
    void invalidEditNamesProvinceAndField();
    void undoRestores();
    void dragIsOneStep();
    void coastsRenumberFleetBorders();
    void removingShiftsLaterProvinces();
    void unwritableTextRefused();
    void backgroundCopiedBesideLayout();
};

void TestVariantEditor::opensShippedBoards_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("provinces");
    QTest::newRow("standard board (A1), where the editor starts") << -1 << "Standard" << 75;
    QTest::newRow("Downfall map (B14.2)") << 1 << "Hardbop Downfall" << 109;
}

// Every province placed, no problems, nothing to save yet.
void TestVariantEditor::opensShippedBoards()
{
    QFETCH(int, index);
    QFETCH(QString, name);
    QFETCH(int, provinces);
    VariantEditor editor;
    if (index >= 0)
        editor.openShipped(index);
    QCOMPARE(editor.title(), name);
    QCOMPARE(editor.provinces().size(), provinces);
    QCOMPARE(editor.state().points.size(), std::size_t(editor.provinces().size()));
    QVERIFY2(editor.problems().isEmpty(), qPrintable(editor.problems().join('\n')));
    QVERIFY(!editor.hasFile());
    QVERIFY(!editor.modified());
    QVERIFY(!editor.canUndo());
}

void TestVariantEditor::addedProvinceAndBorderSurviveSaving()
{
    QTemporaryDir dir;
    VariantEditor editor;
    editor.addProvince(512, 487);
    const int added = editor.selected();
    QCOMPARE(added, 75);
    editor.setAbbreviation(QStringLiteral("Xan"));
    editor.setProvinceName(QStringLiteral("Xanadu"));
    editor.setProvinceType(int(ProvinceType::Coast));
    editor.setSupplyCentre(true);
    editor.setHomePower(2);
    editor.toggleBorder(added, {}, indexOf(editor, "Mun"), {}, false);
    editor.toggleBorder(added, {}, indexOf(editor, "Bal"), {}, true);
    QVERIFY2(editor.problems().isEmpty(), qPrintable(editor.problems().join('\n')));
    QCOMPARE(editor.borders().size(), 2);
    QVERIFY(editor.modified());

    const QString path = dir.filePath(QStringLiteral("mine.variant"));
    QSignalSpy done(&editor, &VariantEditor::done);
    editor.saveAs(QUrl::fromLocalFile(path));
    QCOMPARE(done.count(), 1);
    QVERIFY(!editor.modified());
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("mine.layout"))));

    VariantEditor reread;
    reread.openFile(QUrl::fromLocalFile(path));
    QVERIFY(reread.hasFile());
    QVERIFY(reread.state().draft == editor.state().draft);
    QCOMPARE(reread.state().points, editor.state().points);
    const int xan = indexOf(reread, "Xan");
    QCOMPARE(xan, added);
    QCOMPARE(reread.state().draft.provinces[std::size_t(xan)].home, PowerId(2));
}

// B14.2: the reader's checks run after every edit; each problem names province and field.
void TestVariantEditor::invalidEditNamesProvinceAndField_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("province");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("count");
    QTest::newRow("army border into a sea") << "armyToSea"
                                            << "Par"
                                            << "classes" << 1;
    // The reader drops the second Bur, so the borders and units naming Par are unknown too;
    // the problem still selects the renamed province, not the first Bur.
    QTest::newRow("abbreviation taken") << "duplicate"
                                        << "Bur"
                                        << "abbreviation" << 4;
    QTest::newRow("home on a province that is no centre") << "homeNoCentre"
                                                          << "Par"
                                                          << "HOME" << 1;
}

void TestVariantEditor::invalidEditNamesProvinceAndField()
{
    QFETCH(QString, edit);
    QFETCH(QString, province);
    QFETCH(QString, field);
    QFETCH(int, count);
    VariantEditor editor;
    const int par = indexOf(editor, "Par");
    editor.setSelected(par);
    if (edit == QLatin1String("armyToSea")) {
        editor.toggleBorder(par, {}, indexOf(editor, "Eng"), {}, false);
    } else if (edit == QLatin1String("duplicate")) {
        editor.setAbbreviation(QStringLiteral("Bur"));
    } else {
        editor.setSupplyCentre(false);
    }
    QCOMPARE(int(editor.errors().size()), count);
    QCOMPARE(QString::fromStdString(editor.errors().front().province), province);
    QCOMPARE(QString::fromStdString(editor.errors().front().field), field);
    QVERIFY2(editor.problems().front().contains(province), qPrintable(editor.problems().front()));
    QSignalSpy error(&editor, &VariantEditor::error);
    editor.validate();
    QCOMPARE(error.count(), 1);
    editor.setSelected(-1);
    editor.selectProblem(0);
    QCOMPARE(editor.selected(), par);
    QCOMPARE(editor.abbreviation(), province);
}

void TestVariantEditor::undoRestores()
{
    VariantEditor editor;
    const auto before = editor.state();
    editor.setSelected(indexOf(editor, "Bur"));
    editor.setProvinceName(QStringLiteral("Burgundy and more"));
    editor.removeProvince();
    editor.addProvince(10, 10);
    QCOMPARE(editor.provinces().size(), 75);
    QVERIFY(!editor.state().sameContent(before));
    QVERIFY(editor.canUndo());
    QVERIFY(editor.undoText().startsWith(QStringLiteral("Add province")));
    editor.undo();
    editor.undo();
    QCOMPARE(editor.provinces().size(), 75);
    QCOMPARE(editor.provinceName(), QStringLiteral("Burgundy and more"));
    editor.undo();
    QVERIFY(editor.state().sameContent(before));
    QVERIFY(!editor.modified());
    editor.redo();
    QCOMPARE(editor.state().draft.provinces[std::size_t(indexOf(editor, "Bur"))].name,
             std::string("Burgundy and more"));
}

void TestVariantEditor::dragIsOneStep()
{
    VariantEditor editor;
    const int lon = indexOf(editor, "Lon");
    const QPointF start = editor.state().points[std::size_t(lon)];
    for (int step = 1; step <= 5; ++step)
        editor.moveProvince(lon, start.x() + step * 10, start.y());
    editor.finishMove();
    editor.moveProvince(lon, 1, 2);
    editor.finishMove();
    QCOMPARE(editor.state().points[std::size_t(lon)], QPointF(1, 2));
    editor.undo();
    QCOMPARE(editor.state().points[std::size_t(lon)], start + QPointF(50, 0));
    editor.undo();
    QCOMPARE(editor.state().points[std::size_t(lon)], start);
    QVERIFY(!editor.canUndo());
}

// A1: fleet borders of a split-coast province belong to one coast; renaming the coasts in a
// new order keeps each border on its coast, and dropping a coast drops its borders.
void TestVariantEditor::coastsRenumberFleetBorders()
{
    VariantEditor editor;
    const int spa = indexOf(editor, "Spa");
    editor.setSelected(spa);
    const QStringList before = editor.borders();
    QVERIFY(before.contains(QStringLiteral("Spa/nc to Por: fleets")) ||
            before.contains(QStringLiteral("Spa/nc to Por: fleets")));
    editor.setCoasts(QStringLiteral("sc nc"));
    QCOMPARE(editor.coasts(), QStringLiteral("sc, nc"));
    QCOMPARE(editor.borders().size(), before.size());
    QVERIFY(editor.problems().isEmpty());
    editor.setCoasts(QStringLiteral("sc, ec"));
    QVERIFY(editor.borders().size() < before.size());
    for (const QString &b : editor.borders())
        QVERIFY2(!b.contains(QStringLiteral("/nc")), qPrintable(b));
    // The starting units on the lost coast: none in Spain, so the variant still reads.
    QVERIFY2(editor.problems().isEmpty(), qPrintable(editor.problems().join('\n')));
    // A fleet border on a chosen coast, toggled on and off.
    const int mao = indexOf(editor, "Mid");
    const int count = editor.borders().size();
    editor.toggleBorder(spa, QStringLiteral("ec"), mao, {}, true);
    QCOMPARE(editor.borders().size(), count + 1);
    editor.toggleBorder(mao, {}, spa, QStringLiteral("ec"), true);
    QCOMPARE(editor.borders().size(), count);
}

void TestVariantEditor::removingShiftsLaterProvinces()
{
    VariantEditor editor;
    const auto &draft = editor.state().draft;
    const std::size_t edges = draft.edges.size();
    editor.setSelected(indexOf(editor, "Boh"));
    const int bohBorders = editor.borders().size();
    editor.removeProvince();
    QCOMPARE(editor.state().draft.edges.size(), edges - std::size_t(bohBorders));
    QCOMPARE(editor.state().points.size(), std::size_t(74));
    QVERIFY2(editor.problems().isEmpty(), qPrintable(editor.problems().join('\n')));
    editor.setSelected(indexOf(editor, "Vie"));
    QVERIFY(!editor.borders().join(' ').contains(QStringLiteral("Boh")));
    QVERIFY(editor.borders().join(' ').contains(QStringLiteral("Gal")));
}

// The file format separates fields with '|': such a name could not be written, so it is
// refused with a message and nothing changes.
void TestVariantEditor::unwritableTextRefused()
{
    VariantEditor editor;
    editor.setSelected(indexOf(editor, "Par"));
    QSignalSpy error(&editor, &VariantEditor::error);
    editor.setProvinceName(QStringLiteral("Paris | Lutetia"));
    QCOMPARE(error.count(), 1);
    QCOMPARE(editor.provinceName(), QStringLiteral("Paris"));
    QVERIFY(!editor.canUndo());
}

void TestVariantEditor::backgroundCopiedBesideLayout()
{
    QTemporaryDir scans;
    QTemporaryDir maps;
    QImage picture(40, 30, QImage::Format_RGB32);
    picture.fill(Qt::darkGreen);
    const QString scan = scans.filePath(QStringLiteral("scan.png"));
    QVERIFY(picture.save(scan));
    VariantEditor editor;
    editor.setBackground(QUrl::fromLocalFile(scan));
    editor.setBackgroundOpacity(0.25);
    const QString path = maps.filePath(QStringLiteral("europe.variant"));
    editor.saveAs(QUrl::fromLocalFile(path));
    const QString copy = maps.filePath(QStringLiteral("europe-background.png"));
    QVERIFY(QFile::exists(copy));
    QFile layout(maps.filePath(QStringLiteral("europe.layout")));
    QVERIFY(layout.open(QIODevice::ReadOnly));
    const BoardLayoutText text = parseLayout(layout.readAll().toStdString());
    QVERIFY(text.background);
    QCOMPARE(text.background->file, std::string("europe-background.png"));
    QCOMPARE(text.background->opacity, 0.25);

    VariantEditor reread;
    reread.openFile(QUrl::fromLocalFile(path));
    QCOMPARE(reread.backgroundUrl(), QUrl::fromLocalFile(copy));
    QCOMPARE(reread.backgroundOpacity(), 0.25);
}

QTEST_MAIN(TestVariantEditor)
#include "tst_varianteditor.moc"
