# herald_warnings: linked PRIVATE by every target of ours, so our code builds with warnings on
# and third-party headers (Qt's, included as system headers) stay out of it.
add_library(herald_warnings INTERFACE)
target_compile_options(herald_warnings INTERFACE -Wall -Wextra -Wpedantic)

if(HERALD_SANITIZE)
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
endif()
