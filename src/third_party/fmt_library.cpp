// fmt's compiled part, built once for the whole program.
//
// Debian's libfmt-dev ships only a shared libfmt.so, and loading it (and resolving its
// symbols) was a large part of a small comparison's start-up (bench/README.md). Header-only
// mode avoids that but compiles fmt's formatting engine into every one of our translation
// units, which doubled the build: 12 s of CPU for hackbench.cpp against 6 s without it. So the
// engine is compiled here, once, and every other file sees only fmt's declarations: the
// program links exactly what it would with FMT_HEADER_ONLY, at a fraction of the build.
#include <fmt/format-inl.h>

FMT_BEGIN_NAMESPACE
namespace detail {

// format.h declares these templates extern for char; their one definition is this file.
template FMT_API auto dragonbox::to_decimal(float x) noexcept -> dragonbox::decimal_fp<float>;
template FMT_API auto dragonbox::to_decimal(double x) noexcept -> dragonbox::decimal_fp<double>;
template FMT_API locale_ref::locale_ref(const std::locale& loc);
template FMT_API auto locale_ref::get<std::locale>() const -> std::locale;
template FMT_API auto thousands_sep_impl(locale_ref) -> thousands_sep_result<char>;
template FMT_API auto decimal_point_impl(locale_ref) -> char;
template FMT_API void buffer<char>::append(const char*, const char*);
template FMT_API void vformat_to(buffer<char>&, string_view,
                                 basic_format_args<FMT_BUFFER_CONTEXT(char)>, locale_ref);

}  // namespace detail
FMT_END_NAMESPACE
