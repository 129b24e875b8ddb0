# herald_add_test(NAME <name> LABEL <core|db|app|ui|cli> SOURCES ... [LIBS ...])
# One Qt Test executable per unit, registered with ctest, run headless.
function(herald_add_test)
    cmake_parse_arguments(T "" "NAME;LABEL" "SOURCES;LIBS" ${ARGN})
    add_executable(${T_NAME} ${T_SOURCES})
    target_link_libraries(${T_NAME} PRIVATE Qt6::Test ${T_LIBS} herald_warnings)
    target_compile_definitions(${T_NAME} PRIVATE
        HERALD_SHARED_DIR="${HERALD_SHARED_DIR}"
        HERALD_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
    add_test(NAME ${T_NAME} COMMAND ${T_NAME})
    set_tests_properties(${T_NAME} PROPERTIES LABELS "${T_LABEL}"
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QT_QUICK_BACKEND=software")
endfunction()

# herald_add_bench(NAME <name> SOURCES ... [LIBS ...])
# A benchmark prints its figures; ctest runs it once, briefly (HERALD_BENCH_QUICK=1).
function(herald_add_bench)
    cmake_parse_arguments(B "" "NAME" "SOURCES;LIBS" ${ARGN})
    add_executable(${B_NAME} ${B_SOURCES})
    target_link_libraries(${B_NAME} PRIVATE ${B_LIBS} herald_warnings)
    target_compile_definitions(${B_NAME} PRIVATE
        HERALD_SHARED_DIR="${HERALD_SHARED_DIR}"
        HERALD_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
    add_test(NAME ${B_NAME} COMMAND ${B_NAME})
    set_tests_properties(${B_NAME} PROPERTIES LABELS "bench"
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QT_QUICK_BACKEND=software;HERALD_BENCH_QUICK=1")
endfunction()
