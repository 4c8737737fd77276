package match

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"stonegame/game"
	"stonegame/games"
)

// State describes a match completely, as plain data that marshals to JSON:
//
//	{"game":"predict-the-winner","args":[[1,5,100,7]],"human":1,
//	 "opponent":"greedy","seed":7,"moves":["left","right"]}
//
// Moves holds every move played, the computer's included, as their String
// ([ParseMove] reads them back).
type State struct {
	Game     string    `json:"game"`
	Args     game.Args `json:"args"`  // the instance, each value in LeetCode's notation
	Human    int       `json:"human"` // 1 or 2
	Opponent string    `json:"opponent"`
	Seed     uint64    `json:"seed"`
	Moves    []string  `json:"moves"`
}

// State returns the match as a State. It copies nothing but the moves' text:
// Args shares the match's instance.
func (m *Match) State() State {
	s := State{
		Game:     m.game.Name,
		Args:     m.args,
		Human:    int(m.human),
		Opponent: m.opp.Name(),
		Seed:     m.seed,
		Moves:    make([]string, len(m.played)),
	}
	for i, p := range m.played {
		s.Moves[i] = p.Move.String()
	}
	return s
}

// Restore rebuilds the match that s describes, analyses included, and lets
// the computer move if it is its turn. It returns an error naming the
// problem for an unknown game or opponent, a bad instance, a move that does
// not parse or is not legal, and a computer move that the opponent would not
// have made (the state was altered). It costs one Options call per move:
// O(len(Moves)·n) for the games known today.
func Restore(s State) (*Match, error) {
	g, err := games.Lookup(s.Game)
	if err != nil {
		return nil, err
	}
	return RestoreGame(g, s)
}

// RestoreGame is [Restore] of a match of g, a game the registry may not
// know (a rules file's, which the request that carries the match also
// carries): s.Game must be g's name.
func RestoreGame(g *game.Spec, s State) (*Match, error) {
	if s.Game != g.Name {
		return nil, fmt.Errorf("the match is of %s, not %s", s.Game, g.Name)
	}
	opp, err := NewOpponent(s.Opponent)
	if err != nil {
		return nil, err
	}
	human := game.Player(s.Human)
	if human != game.First && human != game.Second {
		return nil, fmt.Errorf("human must be 1 or 2, not %d", s.Human)
	}
	if err := checkHuman(g, human); err != nil {
		return nil, err
	}
	start, err := g.Start(context.Background(), s.Args)
	if err != nil {
		return nil, err
	}
	m := &Match{game: g, args: s.Args, start: start, human: human, opp: opp, seed: s.Seed}
	m.setPos(start)
	for i, text := range s.Moves {
		mv, err := ParseMove(g, text)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		if m.Over() {
			return nil, fmt.Errorf("move %d: %w", i+1, ErrOver)
		}
		opts := m.options()
		isHuman := m.pos.Turn() == human
		if !isHuman {
			r := rand.New(rand.NewPCG(m.seed, uint64(len(m.played)+1)))
			if want := opp.Choose(m.pos, opts, r); want != mv {
				return nil, fmt.Errorf("move %d: the %s opponent plays %v here, not %v", i+1, opp.Name(), want, mv)
			}
		}
		if err := m.play(mv, opts, isHuman); err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	if err := m.computer(); err != nil {
		return nil, err
	}
	return m, nil
}

// UnmarshalJSON reads a State that MarshalJSON's encoding wrote: each of
// "args" is read as its game's parameter ([game.Param.Parse]), so the
// game must be known.
func (s *State) UnmarshalJSON(b []byte) error {
	type plain State // without this method
	var raw struct {
		plain
		Args []json.RawMessage `json:"args"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	*s = State(raw.plain)
	g, err := games.Lookup(s.Game)
	if err != nil {
		return err
	}
	if len(raw.Args) != len(g.Params) {
		return fmt.Errorf("args: %s takes %s, not %d values", g.Name, g.ParamNames(), len(raw.Args))
	}
	s.Args = make(game.Args, len(raw.Args))
	for k, p := range g.Params {
		if s.Args[k], err = p.Parse(string(raw.Args[k])); err != nil {
			return err
		}
	}
	return nil
}
