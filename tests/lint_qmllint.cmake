# lint_qmllint (ctest, label "lint"): qmllint over the QML modules, with zero warnings, and every
# module declaring the modules it depends on (qt_add_qml_module DEPENDENCIES), so qmllint and the
# QML tooling know their types. Run as cmake -DBUILD_DIR=... -DTARGETS=a;b -DUNDECLARED=c;d -P.
if(UNDECLARED)
    string(REPLACE ";" ", " undeclared "${UNDECLARED}")
    message(SEND_ERROR "QML modules without DEPENDENCIES in their qt_add_qml_module: ${undeclared}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} --target ${TARGETS}
    OUTPUT_VARIABLE output ERROR_VARIABLE output RESULT_VARIABLE result)
# qmllint prints "Warning: file:line:column: message" and, in Qt 6.4, may still exit with 0.
string(REGEX MATCHALL "(Warning|Error): [^\n]*" findings "${output}")
list(LENGTH findings count)
if(NOT result EQUAL 0 OR count GREATER 0)
    message(FATAL_ERROR "qmllint: ${count} findings (exit ${result})\n${output}")
endif()
message(STATUS "qmllint: no warnings in ${TARGETS}")
