package check

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// AppendCase appends args in LeetCode's test-case form: each parameter on
// its own line, a list as [1,3], an integer as 5, a string as "++--", a
// grid as [[1,2],[0]] ([game.Spec.AppendBox]).
func AppendCase(b []byte, g *game.Spec, args game.Args) []byte { return g.AppendBox(b, args) }

// AppendCaseJSON appends args as a JSON object keyed by LeetCode's
// parameter names: {"stones":[5,3,1]} ([game.Spec.AppendArgsJSON]).
func AppendCaseJSON(b []byte, g *game.Spec, args game.Args) []byte {
	return g.AppendArgsJSON(b, args)
}

// ParseAnswer reads one line a solution printed as an answer of type
// answerType ("boolean", "int", "long", "string"): true or false (any case), an
// integer, a string with or without double quotes.
func ParseAnswer(answerType, line string) (game.Answer, error) {
	s := strings.TrimSpace(line)
	switch answerType {
	case "boolean":
		switch strings.ToLower(s) {
		case "true":
			return game.BoolAnswer(true), nil
		case "false":
			return game.BoolAnswer(false), nil
		}
		return game.Answer{}, fmt.Errorf("%q is not true or false", s)
	case "int", "long":
		x, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return game.Answer{}, fmt.Errorf("%q is not an integer", s)
		}
		return game.IntAnswer(x), nil
	}
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		u, err := strconv.Unquote(s)
		if err != nil {
			return game.Answer{}, fmt.Errorf("%s is not a well-quoted string", s)
		}
		s = u
	}
	if s == "" {
		return game.Answer{}, fmt.Errorf("an empty answer")
	}
	return game.TextAnswer(s), nil
}
