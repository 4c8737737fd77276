// vowels-game-in-a-string, wrong: it takes "Alice removes the whole
// string" for the only way to win, so an even count of vowels loses.
var doesAliceWin = function(s) {
    let n = 0;
    for (const c of s) if ("aeiou".includes(c)) n++;
    return n % 2 === 1;
};
