#pragma once
// Solver options declared once. A solver lists its parameters in one OptionTable over the
// struct it reads: each entry names a field of that struct, with its type, range or choices
// and description; the default is the value the field has in the table's default struct.
// From that one table come the CLI's help, the API's and the web form's JSON (specs()), the
// checks (check(): unknown names, types, ranges, choices and the relations between values),
// and the typed struct the solver runs with (read()). Numbers go through cubelab/number.h.
//
//   const OptionTable<EdaParams> kEdaOptions{EdaParams{}, {
//     option("population", &EdaParams::population, range{4, 100000}, "Population size N"),
//     choice("model", &EdaParams::model, {{"bn", ModelKind::BayesNet}, ...}, "Model"),
//   }};
//   EdaParams p = kEdaOptions.read(request.options, "eda");
//
// A field is a data member pointer (&P::x) or, for a nested field, a lambda
// [](P& p) -> T& { return p.inner.x; }.
#include <fmt/format.h>

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <limits>
#include <map>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "cubelab/cube/error.h"
#include "cubelab/number.h"

namespace cubelab {

// What help, the API and the web form show of one option.
struct OptionSpec {
  std::string name;
  std::string type;  // "int", "double", "bool", "choice", "size" (bytes: 512M, 1G), "string"
  std::string default_value;
  std::string description;
  std::vector<std::string> choices;  // for "choice"
  double min = 0, max = 0;           // for numbers and sizes, when min < max
};

// The options of one solver, whatever struct they fill.
class OptionSet {
 public:
  virtual ~OptionSet() = default;
  const std::vector<OptionSpec>& specs() const { return specs_; }
  const OptionSpec* find(std::string_view name) const;
  // Every value parsed and checked as the solver will read it, and the relations between
  // them; throws InputError(E_OPTION) naming the option, the value and what is allowed.
  virtual void check(const std::map<std::string, std::string>& values,
                     std::string_view solver) const;
  // A solver without options.
  static const OptionSet& none();

 protected:
  // Refuses names that are not options of this set.
  void check_names(const std::map<std::string, std::string>& values, std::string_view solver) const;
  std::vector<OptionSpec> specs_;
};

template <class T>
struct range {
  T min, max;
};
template <class T>
range(T, T) -> range<T>;

namespace option_detail {

// The field type and the struct of a field accessor: a member pointer or a lambda P& -> T&.
template <class F>
struct field_traits : field_traits<decltype(&F::operator())> {};
template <class T, class C>
struct field_traits<T C::*> {
  using type = T;
  using owner = C;
};
template <class R, class L, class A>
struct field_traits<R (L::*)(A) const> {
  using type = std::remove_reference_t<R>;
  using owner = std::remove_reference_t<A>;
};
template <class F>
using field_t = typename field_traits<F>::type;
template <class F>
using owner_t = typename field_traits<F>::owner;

template <class P, class F>
auto& get(P& p, F field) {
  if constexpr (std::is_member_object_pointer_v<F>)
    return p.*field;
  else
    return field(p);
}

std::string what(std::string_view option, std::string_view solver);

}  // namespace option_detail

// One declared option over struct P: its spec, how text sets the field, how the field reads
// as text (for the default and for messages).
template <class P>
struct Option {
  OptionSpec spec;
  std::function<void(P&, std::string_view text, std::string_view solver)> set;
  std::function<std::string(const P&)> show;
};

namespace option_detail {

// An option of field F named `name`, of spec type `type`: the spec's common part, before
// each kind adds its range or choices and how it reads text.
template <class F>
Option<owner_t<F>> declared(const std::string& name, std::string type, std::string description) {
  Option<owner_t<F>> o;
  o.spec.name = name;
  o.spec.type = std::move(type);
  o.spec.description = std::move(description);
  return o;
}

}  // namespace option_detail

// A whole number or a decimal, by the field's type, within `r`.
template <class F, class R>
Option<option_detail::owner_t<F>> option(std::string name, F field, range<R> r,
                                         std::string description) {
  using P = option_detail::owner_t<F>;
  using T = option_detail::field_t<F>;
  static_assert(std::is_arithmetic_v<T> && !std::is_same_v<T, bool>, "a number field");
  Option<P> o = option_detail::declared<F>(name, std::is_integral_v<T> ? "int" : "double",
                                           std::move(description));
  o.spec.min = static_cast<double>(r.min);
  o.spec.max = static_cast<double>(r.max);
  if constexpr (std::is_integral_v<T>) {
    static_assert(std::is_integral_v<R>, "a whole-number range for a whole-number field");
    // The range is what the field can hold: nothing read into it can wrap.
    if (static_cast<int64_t>(r.min) < static_cast<int64_t>(std::numeric_limits<T>::min()) ||
        static_cast<int64_t>(r.max) > static_cast<int64_t>(std::numeric_limits<T>::max()))
      throw std::logic_error("option '" + name + "': range beyond its field's type");
    o.set = [name, field, r](P& p, std::string_view text, std::string_view solver) {
      option_detail::get(p, field) =
          static_cast<T>(parse_int(text, r.min, r.max, option_detail::what(name, solver)));
    };
  } else {
    o.set = [name, field, r](P& p, std::string_view text, std::string_view solver) {
      option_detail::get(p, field) =
          static_cast<T>(parse_decimal(text, static_cast<double>(r.min), static_cast<double>(r.max),
                                       option_detail::what(name, solver)));
    };
  }
  o.show = [field](const P& p) {
    P copy = p;
    return fmt::format("{}", option_detail::get(copy, field));
  };
  return o;
}

// true or false.
template <class F>
Option<option_detail::owner_t<F>> flag(std::string name, F field, std::string description) {
  using P = option_detail::owner_t<F>;
  static_assert(std::is_same_v<option_detail::field_t<F>, bool>, "a bool field");
  Option<P> o = option_detail::declared<F>(name, "bool", std::move(description));
  o.set = [name, field](P& p, std::string_view text, std::string_view solver) {
    option_detail::get(p, field) = parse_bool(text, option_detail::what(name, solver));
  };
  o.show = [field](const P& p) {
    P copy = p;
    return std::string(option_detail::get(copy, field) ? "true" : "false");
  };
  return o;
}

// One of named values: the only place where these names and values are paired.
template <class F>
Option<option_detail::owner_t<F>> choice(
    std::string name, F field,
    std::vector<std::pair<std::string, option_detail::field_t<F>>> values,
    std::string description) {
  using P = option_detail::owner_t<F>;
  Option<P> o = option_detail::declared<F>(name, "choice", std::move(description));
  for (const auto& v : values) o.spec.choices.push_back(v.first);
  o.set = [name, field, values](P& p, std::string_view text, std::string_view solver) {
    for (const auto& [n, v] : values)
      if (n == text) {
        option_detail::get(p, field) = v;
        return;
      }
    std::string list;
    for (const auto& v : values) list += (list.empty() ? "" : ", ") + v.first;
    throw InputError(ErrorCode::Option,
                     fmt::format("{}: '{}' is not one of: {}", option_detail::what(name, solver),
                                 printable(text), list));
  };
  o.show = [field, values](const P& p) {
    P copy = p;
    for (const auto& [n, v] : values)
      if (v == option_detail::get(copy, field)) return n;
    return std::string("?");
  };
  return o;
}

// A number of bytes written with a unit (512M, 1G), within `r`.
template <class F>
Option<option_detail::owner_t<F>> size_option(std::string name, F field, range<uint64_t> r,
                                              std::string description) {
  using P = option_detail::owner_t<F>;
  static_assert(std::is_same_v<option_detail::field_t<F>, uint64_t>, "a uint64_t field");
  Option<P> o = option_detail::declared<F>(name, "size", std::move(description));
  o.spec.min = static_cast<double>(r.min);
  o.spec.max = static_cast<double>(r.max);
  o.set = [name, field, r](P& p, std::string_view text, std::string_view solver) {
    option_detail::get(p, field) =
        parse_size(text, r.min, r.max, option_detail::what(name, solver));
  };
  o.show = [field](const P& p) {
    P copy = p;
    return format_size(option_detail::get(copy, field));
  };
  return o;
}

// Free text, checked by `valid` (which throws InputError(E_OPTION) naming what is wrong).
template <class F>
Option<option_detail::owner_t<F>> text_option(std::string name, F field, std::string description,
                                              std::function<void(std::string_view)> valid = {}) {
  using P = option_detail::owner_t<F>;
  static_assert(std::is_same_v<option_detail::field_t<F>, std::string>, "a std::string field");
  Option<P> o = option_detail::declared<F>(name, "string", std::move(description));
  o.set = [field, valid](P& p, std::string_view text, std::string_view) {
    if (valid) valid(text);
    option_detail::get(p, field) = std::string(text);
  };
  o.show = [field](const P& p) {
    P copy = p;
    return option_detail::get(copy, field);
  };
  return o;
}

template <class P>
class OptionTable : public OptionSet {
 public:
  // A relation between values: an empty string when they fit together, else what is wrong.
  using Relation = std::function<std::string(const P&)>;

  OptionTable(P defaults, std::initializer_list<Option<P>> options,
              std::initializer_list<Relation> relations = {})
      : defaults_(std::move(defaults)), relations_(relations) {
    for (const Option<P>& o : options) add(o);
  }

  void add(Option<P> o) {
    o.spec.default_value = o.show(defaults_);
    specs_.push_back(o.spec);
    options_.push_back(std::move(o));
  }
  void add_relation(Relation r) { relations_.push_back(std::move(r)); }

  const P& defaults() const { return defaults_; }

  // The defaults with the given values applied in the order the options are declared (an
  // option that sets many fields, such as a preset, is declared before the ones it sets).
  P read(const std::map<std::string, std::string>& values, std::string_view solver) const {
    check_names(values, solver);
    P p = defaults_;
    for (const Option<P>& o : options_) {
      auto it = values.find(o.spec.name);
      if (it != values.end()) o.set(p, it->second, solver);
    }
    for (const Relation& r : relations_) {
      std::string wrong = r(p);
      if (!wrong.empty())
        throw InputError(ErrorCode::Option, fmt::format("solver '{}': {}", solver, wrong));
    }
    return p;
  }

  void check(const std::map<std::string, std::string>& values,
             std::string_view solver) const override {
    (void)read(values, solver);
  }

  // How option `name` reads in `p` ("bn", "0.05"): for notes that name a choice.
  std::string text(const P& p, std::string_view name) const {
    for (const Option<P>& o : options_)
      if (o.spec.name == name) return o.show(p);
    throw std::logic_error("no option " + std::string(name));
  }

 private:
  P defaults_;
  std::vector<Option<P>> options_;
  std::vector<Relation> relations_;
};

}  // namespace cubelab
