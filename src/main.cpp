#include <iostream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"

int main(int argc, char** argv) {
    return benchcmp::run(std::vector<std::string>(argv + 1, argv + argc), std::cin, std::cout,
                         std::cerr, benchcmp::this_terminal());
}
