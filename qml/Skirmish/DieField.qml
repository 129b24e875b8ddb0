import QtQuick
import QtQuick.Controls

// Where the referee types what real dice showed ("3", or "7,4" for two rolls); empty: Herald rolls.
TextField {
    placeholderText: qsTr("Real d10, or empty")
    implicitWidth: 200
    validator: RegularExpressionValidator { regularExpression: /[0-9, ]*/ }
}
