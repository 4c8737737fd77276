module stonegame

go 1.26.7

require pgregory.net/rapid v1.3.0
