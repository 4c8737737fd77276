package catmouse2

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"stonegame/game"
)

// CatAndMouseII is LeetCode 1728, as the registry lists it.
var CatAndMouseII = &game.Spec{
	Name:    "cat-and-mouse-ii",
	Aliases: []string{"1728", "leetcode-1728"},
	Title:   "Cat and Mouse II (LeetCode 1728)",
	Rules:   "on a grid of floor '.', walls '#' and food 'F', Mouse 'M' and Cat 'C' take turns, Mouse first; each jumps up to mouseJump (catJump) cells up, down, left or right, not through a wall nor off the grid, or stays; Cat wins by landing on Mouse or reaching the food first, Mouse by reaching the food first, and Cat if Mouse has not reached the food within 1000 turns",
	Players: [2]string{"Mouse", "Cat"},
	Kind:    game.WinLose,
	Params: []game.Param{
		{Name: "grid", Kind: game.Strings, MinLen: 1, MaxLen: 8, RowMin: 1, RowMax: 8, Alphabet: "CMF.#"},
		{Name: "catJump", Kind: game.Int, Min: 1, Max: 8},
		{Name: "mouseJump", Kind: game.Int, Min: 1, Max: 8},
	},
	Constraints: "rows == grid.length, cols = grid[i].length, there is only one of each character 'C', 'M', and 'F' in grid",
	Within:      within,
	Func:        "canMouseWin",
	Examples: []game.Example{
		{Args: game.Args{game.StringsOf("####F", "#C...", "M...."), game.IntOf(1), game.IntOf(2)}, Answer: "true"},
		{Args: game.Args{game.StringsOf("M.C...F"), game.IntOf(1), game.IntOf(4)}, Answer: "true"},
		{Args: game.Args{game.StringsOf("M.C...F"), game.IntOf(1), game.IntOf(3)}, Answer: "false"},
	},
	New: func(_ context.Context, args game.Args) (game.Solvable, error) {
		p, err := New(args[0].Strings(), args[1].Int(), args[2].Int())
		if err != nil {
			return nil, err
		}
		return p, nil
	},
	Generate: func(r *rand.Rand, n int) (game.Args, error) {
		g, cj, mj := Draw(r, n)
		return game.Args{game.StringsOf(g...), game.IntOf(cj), game.IntOf(mj)}, nil
	},
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean",
	AnswerRule: "true if Mouse wins",
	ParseMove:  ParseMove,
	MoveHelp:   "the row and the column of the cell to jump to, from 0 (your own cell to stay): 1,2",
	Say: func(b []byte, who string, s game.Step) []byte {
		if m, ok := s.Move.(Move); ok {
			return fmt.Appendf(b, "%s jumps to %s", who, m.Label())
		}
		return fmt.Appendf(b, "%s plays %v", who, s.Move)
	},
	// Options values the 1 + 4·jump cells in O(1) each; the line is at
	// most 1000 moves; Play is O(jump). New's retrograde analysis is
	// O(s²·jump), s the floor cells.
	OptionsCost: game.Linear,
	LineCost:    game.Linear,
	PlayCost:    game.Constant,
}

// within checks what no single parameter states: rows of one length, one
// each of 'C', 'M' and 'F'.
func within(args game.Args) error {
	if len(args) != 3 {
		return fmt.Errorf("cat-and-mouse-ii takes grid, catJump and mouseJump")
	}
	g := args[0].Strings()
	for i, row := range g {
		if len(row) != len(g[0]) {
			return fmt.Errorf("grid[%d].length = %d, but grid[0].length = %d: cols = grid[i].length", i, len(row), len(g[0]))
		}
	}
	all := strings.Join(g, "")
	for _, c := range "CMF" {
		if n := strings.Count(all, string(c)); n != 1 {
			return fmt.Errorf("grid has %d '%c': there is only one of each character 'C', 'M', and 'F'", n, c)
		}
	}
	return nil
}
