// predict-the-winner with a syntax error: a "]" missing on line 3.
var predictTheWinner = function(nums) {
    return [nums[0] >= 0;
};
