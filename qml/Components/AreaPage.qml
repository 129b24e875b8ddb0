import QtQuick
import Herald.Backend

/// A rail page provided by a rules area: loads the area's page when this build has it,
/// otherwise says what the page will hold. Made on its first visit (see LazyPage).
LazyPage {
    id: root

    required property string key
    required property string title
    required property string summary

    Component.onCompleted: {
        const url = PageCatalog.pageUrl(root.key)
        if (url.length > 0)
            root.setSource(url)
        else
            root.page = upcoming
    }

    Component {
        id: upcoming
        UpcomingPage {}
    }
    // The placeholder follows the title and summary, which change with the language.
    Binding {
        target: root.item
        property: "title"
        value: root.title
        when: root.page === upcoming
    }
    Binding {
        target: root.item
        property: "summary"
        value: root.summary
        when: root.page === upcoming
    }
}
