# QML is compiled to bytecode only, not to C++ (qmlcachegen --only-bytecode). The C++ that
# Qt 6.4's AOT compiler writes for every QML file took 7-24 s per file to compile on a 2-core
# machine, most of a clean build, while loading bytecode keeps QML from being parsed at
# start-up, which is what the cold-start figure needs.
function(_herald_collect_qml_modules dir out)
    get_property(targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
    set(found "")
    foreach(target IN LISTS targets)
        get_target_property(uri ${target} QT_QML_MODULE_URI)
        if(uri)
            list(APPEND found ${target})
        endif()
    endforeach()
    get_property(subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
    foreach(subdir IN LISTS subdirs)
        _herald_collect_qml_modules("${subdir}" below)
        list(APPEND found ${below})
    endforeach()
    set(${out} "${found}" PARENT_SCOPE)
endfunction()

function(herald_qml_bytecode_only)
    _herald_collect_qml_modules("${PROJECT_SOURCE_DIR}" modules)
    foreach(module IN LISTS modules)
        set_property(TARGET ${module} APPEND PROPERTY QT_QMLCACHEGEN_ARGUMENTS --only-bytecode)
    endforeach()
endfunction()
