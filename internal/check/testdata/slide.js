/**
 * @param {string[]} board
 * @return {boolean}
 */
var canWin = function(board) {
    let x = 0;
    for (const row of board) {
        let p = row.indexOf("X"), h = 0;
        while (p - h - 1 >= 0 && row[p - h - 1] === ".") h++;
        x ^= h;
    }
    return x !== 0;
};
