# Catalogs: how an area (decks, the WarMaster world, diplomacy...) plugs its commands, its
# herald-cli verbs and its GUI page into Herald without editing any shared file.
#
#   herald_register_commands(TARGET lib HEADER path.h FUNCTION ns::registerXxxCommands)
#   herald_register_verbs(TARGET lib HEADER path.h FUNCTION ns::addXxxVerbs)
#   herald_register_page(TARGET qmlplugin KEY railkey URL qrc:/Herald/Xxx/XxxPage.qml)
#
# herald_generate_catalogs(), called once at the end of the top-level CMakeLists.txt, writes
# the C++ that calls every registered function, in registration order.

function(_herald_register kind)
    cmake_parse_arguments(R "" "TARGET;HEADER;FUNCTION;KEY;URL" "" ${ARGN})
    # TARGET may be left out when the code is in the library the catalog is added to.
    if(R_TARGET)
        set_property(GLOBAL APPEND PROPERTY HERALD_${kind}_TARGETS ${R_TARGET})
    endif()
    set_property(GLOBAL APPEND PROPERTY HERALD_${kind}_HEADERS "${R_HEADER}")
    set_property(GLOBAL APPEND PROPERTY HERALD_${kind}_FUNCTIONS "${R_FUNCTION}")
    set_property(GLOBAL APPEND PROPERTY HERALD_${kind}_KEYS "${R_KEY}")
    set_property(GLOBAL APPEND PROPERTY HERALD_${kind}_URLS "${R_URL}")
endfunction()

function(herald_register_commands)
    _herald_register(COMMANDS ${ARGN})
endfunction()

function(herald_register_verbs)
    _herald_register(VERBS ${ARGN})
endfunction()

function(herald_register_page)
    _herald_register(PAGES ${ARGN})
endfunction()

# Writes a catalog source: includes, then one call per registered function.
function(_herald_write_calls kind file signature)
    get_property(headers GLOBAL PROPERTY HERALD_${kind}_HEADERS)
    get_property(functions GLOBAL PROPERTY HERALD_${kind}_FUNCTIONS)
    set(includes "")
    foreach(header IN LISTS headers)
        string(APPEND includes "#include \"${header}\"\n")
    endforeach()
    set(calls "")
    foreach(function IN LISTS functions)
        string(APPEND calls "    ${function}(${signature});\n")
    endforeach()
    set(HERALD_CATALOG_INCLUDES "${includes}")
    set(HERALD_CATALOG_CALLS "${calls}")
    configure_file(${PROJECT_SOURCE_DIR}/cmake/${file}.in ${CMAKE_BINARY_DIR}/generated/${file} @ONLY)
endfunction()

function(herald_generate_catalogs)
    _herald_write_calls(COMMANDS commandcatalog.cpp registry)
    get_property(targets GLOBAL PROPERTY HERALD_COMMANDS_TARGETS)
    add_library(herald_command_catalog STATIC ${CMAKE_BINARY_DIR}/generated/commandcatalog.cpp)
    target_link_libraries(herald_command_catalog PUBLIC herald_db ${targets} PRIVATE herald_warnings)

    if(TARGET herald_cli)
        _herald_write_calls(VERBS verbcatalog.cpp table)
        get_property(targets GLOBAL PROPERTY HERALD_VERBS_TARGETS)
        target_sources(herald_cli PRIVATE ${CMAKE_BINARY_DIR}/generated/verbcatalog.cpp)
        target_link_libraries(herald_cli PUBLIC ${targets})
    endif()

    if(TARGET herald_shell)
        get_property(targets GLOBAL PROPERTY HERALD_PAGES_TARGETS)
        get_property(keys GLOBAL PROPERTY HERALD_PAGES_KEYS)
        get_property(urls GLOBAL PROPERTY HERALD_PAGES_URLS)
        set(entries "")
        foreach(key url IN ZIP_LISTS keys urls)
            string(APPEND entries "        {QStringLiteral(\"${key}\"), QStringLiteral(\"${url}\")},\n")
        endforeach()
        set(HERALD_CATALOG_PAGES "${entries}")
        configure_file(${PROJECT_SOURCE_DIR}/cmake/pagecatalog.cpp.in ${CMAKE_BINARY_DIR}/generated/pagecatalog.cpp @ONLY)
        target_sources(herald_backend PRIVATE ${CMAKE_BINARY_DIR}/generated/pagecatalog.cpp)
        target_link_libraries(herald_shell PUBLIC ${targets})
    endif()
endfunction()
