var xorGame = function(nums) {
    let x = 0;
    for (const v of nums) x ^= v;
    return x === 0 || nums.length % 2 === 0;
};
