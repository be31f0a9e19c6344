# Loaded by cpack when it runs (CPACK_PROJECT_CONFIG_FILE in CMakeLists.txt): the package
# description is the one the build wrote from the format table, so it lists every format.
file(READ "${CPACK_BENCHCMP_DIST_DIR}/package-description.txt" CPACK_DEBIAN_PACKAGE_DESCRIPTION)
string(STRIP "${CPACK_DEBIAN_PACKAGE_DESCRIPTION}" CPACK_DEBIAN_PACKAGE_DESCRIPTION)
set(CPACK_PACKAGE_DESCRIPTION "${CPACK_DEBIAN_PACKAGE_DESCRIPTION}")
