# herald_add_test(NAME <name> LABEL <core|db|app|ui|cli> SOURCES ... [LIBS ...])
# One Qt Test executable per unit, registered with ctest, run headless.
# An executable registered with ctest under a label, headless, knowing where the sources and
# shared/ are.
function(_herald_add_test_executable name label environment sources libs)
    add_executable(${name} ${sources})
    target_link_libraries(${name} PRIVATE ${libs} herald_warnings)
    target_compile_definitions(${name} PRIVATE
        HERALD_SHARED_DIR="${HERALD_SHARED_DIR}"
        HERALD_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES LABELS "${label}"
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QT_QUICK_BACKEND=software${environment}")
endfunction()

function(herald_add_test)
    cmake_parse_arguments(T "" "NAME;LABEL" "SOURCES;LIBS" ${ARGN})
    _herald_add_test_executable(${T_NAME} "${T_LABEL}" "" "${T_SOURCES}" "Qt6::Test;${T_LIBS}")
    # A test's own sources are not optimised in any build: the code under test is (it is in
    # the libraries), and optimising QTest's templates doubled a clean build's test objects.
    target_compile_options(${T_NAME} PRIVATE -O0)
endfunction()

# herald_add_bench(NAME <name> SOURCES ... [LIBS ...])
# A benchmark prints its figures; ctest runs it once, briefly (HERALD_BENCH_QUICK=1).
function(herald_add_bench)
    cmake_parse_arguments(B "" "NAME" "SOURCES;LIBS" ${ARGN})
    _herald_add_test_executable(${B_NAME} bench ";HERALD_BENCH_QUICK=1" "${B_SOURCES}" "${B_LIBS}")
endfunction()
