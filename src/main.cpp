#include <iostream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"
#include "standard_output.hpp"

int main(int argc, char** argv) {
    benchcmp::StandardOutputBuffer standard_output;
    std::streambuf* const previous = std::cout.rdbuf(&standard_output);
    const int exit_code = benchcmp::run(std::vector<std::string>(argv + 1, argv + argc), std::cin,
                                        std::cout, std::cerr, benchcmp::this_terminal());
    const int final_code = benchcmp::finish_standard_output(standard_output, exit_code, std::cerr);
    std::cout.rdbuf(previous);  // std::cout outlives the buffer, which ends with main
    return final_code;
}
