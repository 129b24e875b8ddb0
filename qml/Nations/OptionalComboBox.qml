import QtQuick
import QtQuick.Controls

// A choice that may be left open: no entry chosen (index -1) shows noneText, and "" means
// none. The one place the page maps between an entry's index and "none". Bind value to what
// the form holds and set the form in onChosen.
ComboBox {
    id: root

    /// The chosen entry's text; "" for none.
    property string value: ""
    required property string noneText

    /// The referee chose the entry with this text.
    signal chosen(string value)

    displayText: root.currentIndex < 0 ? root.noneText : root.currentText
    onActivated: index => root.chosen(root.textAt(index))
    // A Binding, not a plain one: choosing an entry sets currentIndex, which would end a plain
    // binding, so a value set later (a dialog filled afresh) would no longer show.
    Binding on currentIndex {
        value: root.count > 0 ? root.find(root.value) : -1
    }
}
