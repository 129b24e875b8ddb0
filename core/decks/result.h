#pragma once

#include <cassert>
#include <utility>
#include <variant>

namespace herald::decks {

/// Either the value an operation produced or the typed error that stopped it; a small
/// stand-in for C++23's std::expected. On error the caller's input is untouched, because every
/// operation here takes its state by const reference and returns a new one.
template <typename T, typename E> class Result
{
public:
    Result(T value) : m_data(std::in_place_index<0>, std::move(value)) {}
    Result(E error) : m_data(std::in_place_index<1>, std::move(error)) {}

    [[nodiscard]] bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    [[nodiscard]] const T &value() const &
    {
        assert(ok());
        return std::get<0>(m_data);
    }
    [[nodiscard]] T &&value() &&
    {
        assert(ok());
        return std::get<0>(std::move(m_data));
    }
    [[nodiscard]] const E &error() const
    {
        assert(!ok());
        return std::get<1>(m_data);
    }
    const T *operator->() const { return &value(); }

private:
    std::variant<T, E> m_data;
};

} // namespace herald::decks
