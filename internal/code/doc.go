// Package code holds the questions about Go syntax and types that every pass
// asks: what a call calls, what an expression is once parentheses and an
// address-of are looked through, whether a variable is local and which
// function literals it holds, where a configured field path leads, which
// object holds a status type, which library functions write through what
// they are handed. Each question has one answer here, so two
// passes can never disagree about it (staticcheck's analysis/code plays the
// same part).
package code
