package web

// The fake games of package fakegame, which exist only for tests, drive
// this package through its generic paths.

import "stonegame/internal/fakegame"

type take = fakegame.Take
