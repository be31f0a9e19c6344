// The probability distributions of the tests, with a Boost.Math error policy that cannot
// abort the program.
#pragma once

#include <boost/math/distributions/normal.hpp>
#include <boost/math/distributions/students_t.hpp>
#include <boost/math/policies/policy.hpp>

namespace benchcmp::stats_detail {

// Boost.Math's default policy throws std::domain_error for a NaN or infinite argument (degrees
// of freedom from an overflowed variance). Every error here returns NaN or infinity instead;
// callers already treat a non-finite p-value or quantile as "no result" (n/a), and the report
// says which row it was.
using QuietPolicy = boost::math::policies::policy<
    boost::math::policies::domain_error<boost::math::policies::ignore_error>,
    boost::math::policies::pole_error<boost::math::policies::ignore_error>,
    boost::math::policies::overflow_error<boost::math::policies::ignore_error>,
    boost::math::policies::underflow_error<boost::math::policies::ignore_error>,
    boost::math::policies::evaluation_error<boost::math::policies::ignore_error>,
    boost::math::policies::rounding_error<boost::math::policies::ignore_error>>;

using StudentsT = boost::math::students_t_distribution<double, QuietPolicy>;
using Normal = boost::math::normal_distribution<double, QuietPolicy>;

}  // namespace benchcmp::stats_detail
