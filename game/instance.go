package game

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// This file holds what a Spec does with a whole instance, its [Args]:
// build its start, check it against the constraints, write it in
// LeetCode's notation, as JSON and as the test-case box, and describe it.

// CheckShape reports whether args has one value per parameter of s, each
// of its parameter's kind, naming the first that has not: "n is an
// integer, not a list of integers".
func (s *Spec) CheckShape(args Args) error {
	if len(args) != len(s.Params) {
		return fmt.Errorf("%s takes %s: %s, not %d", s.Name, s.ParamNames(), Count(len(s.Params), "parameter"), len(args))
	}
	for k, p := range s.Params {
		if args[k].kind != p.Kind {
			return fmt.Errorf("%s is %s, not %s", p.Name, p.Kind.Article(), args[k].kind.Article())
		}
	}
	return nil
}

// Start builds the starting position of the instance args: it checks
// their shape ([Spec.CheckShape]) and that ctx is not done, then calls
// New. Every front end builds positions with it. Its errors are New's,
// which name the parameter at fault.
func (s *Spec) Start(ctx context.Context, args Args) (Solvable, error) {
	if err := s.CheckShape(args); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return s.New(ctx, args)
}

// CheckArgs reports whether args meet every LeetCode constraint of s: the
// shape, each parameter's bounds ([Param.Check]), then Within. It is what
// check generates within; it does not build the position.
func (s *Spec) CheckArgs(args Args) error {
	if err := s.CheckShape(args); err != nil {
		return err
	}
	for k, p := range s.Params {
		if err := p.Check(args[k]); err != nil {
			return err
		}
	}
	if s.Within != nil {
		return s.Within(args)
	}
	return nil
}

// ParamNames lists s's parameter names for a sentence: "piles",
// "aliceValues and bobValues", "a, b and c".
func (s *Spec) ParamNames() string {
	names := make([]string, len(s.Params))
	for k, p := range s.Params {
		names[k] = p.Name
	}
	return andList(names)
}

func andList(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// AppendNotation appends args in LeetCode's notation, with the
// parameters' names: "nums = [1,5,2]", "maxChoosableInteger = 10,
// desiredTotal = 11", "currentState = \"++++\"". The reader reads it back.
func (s *Spec) AppendNotation(b []byte, args Args) []byte {
	for k, a := range args {
		if k > 0 {
			b = append(b, ", "...)
		}
		if k < len(s.Params) {
			b = append(b, s.Params[k].Name...)
			b = append(b, " = "...)
		}
		b = a.AppendValue(b)
	}
	return b
}

// Notation returns AppendNotation's text.
func (s *Spec) Notation(args Args) string { return string(s.AppendNotation(nil, args)) }

// AppendArgsJSON appends args as a JSON object keyed by the parameters'
// names: {"stones":[5,3,1]}, {"x":2,"y":7}.
func (s *Spec) AppendArgsJSON(b []byte, args Args) []byte {
	b = append(b, '{')
	for k, a := range args {
		if k > 0 {
			b = append(b, ',')
		}
		name := "arg" + strconv.Itoa(k)
		if k < len(s.Params) {
			name = s.Params[k].Name
		}
		b = appendJSONString(b, name)
		b = append(b, ':')
		b = a.AppendValue(b)
	}
	return append(b, '}')
}

// AppendBox appends args as LeetCode's test-case box holds them: each
// value on its own line, "[1,5,2]\n3\n". The reader reads it back, and
// so does check's harness in every language.
func (s *Spec) AppendBox(b []byte, args Args) []byte {
	for _, a := range args {
		b = append(a.AppendValue(b), '\n')
	}
	return b
}

// DescribeArgs states an instance for a sentence, every parameter by
// [Param.Describe] with edge items shown at each end of a long one, and
// one list alone without its name: "4 numbers: 1 5 100 7", "n = 7",
// "aliceValues, 4 numbers: 5 4 3 2; bobValues, 4 numbers: 4 1 2 3".
func (s *Spec) DescribeArgs(args Args, edge int) string {
	if len(args) == 1 && len(s.Params) == 1 && args[0].kind == List {
		xs := args[0].ints
		return fmt.Sprintf("%s: %s", Count(len(xs), "number"), Abbrev(xs, edge))
	}
	parts := make([]string, len(args))
	for k, a := range args {
		p := Param{Name: "arg" + strconv.Itoa(k)}
		if k < len(s.Params) {
			p = s.Params[k]
		}
		parts[k] = p.Describe(a, edge)
	}
	return strings.Join(parts, "; ")
}
