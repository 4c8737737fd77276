package wording_test

import (
	"fmt"

	"stonegame/games/wording"
)

// Alice must open with "avokado"; Bob answers "brazil" ('b' follows
// 'a'), and Alice's "dabar" starts two letters after 'b': she loses.
func ExamplePosition_Line() {
	p, _ := wording.New([]string{"avokado", "dabar"}, []string{"brazil"})
	for _, st := range p.Line() {
		fmt.Println(st.Player, st.Move)
	}
	r := p.Solve()
	fmt.Println(r.Differential, r.Remoteness)
	// Output:
	// player 1 avokado
	// player 2 brazil
	// -1 2
}
