package match

// The fake games of package fakegame, which exist only for tests, drive
// this package through its generic paths.

import "stonegame/internal/fakegame"

var (
	pileSpec  = fakegame.Pile
	frontSpec = fakegame.Front
	walkSpec  = fakegame.Walk
)

type take = fakegame.Take
