# herald_add_area_subdirectories(): adds every subfolder of the current folder that has a
# CMakeLists.txt, so a rules area's tests join the suite without editing this folder's file.
function(herald_add_area_subdirectories)
    file(GLOB children LIST_DIRECTORIES true CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/*)
    foreach(child IN LISTS children)
        if(IS_DIRECTORY ${child} AND EXISTS ${child}/CMakeLists.txt)
            add_subdirectory(${child})
        endif()
    endforeach()
endfunction()
