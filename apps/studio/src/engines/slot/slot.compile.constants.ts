/** The window every slot of the studio shows: 5 reels of 3 rows. */
export const REELS = 5;
export const ROWS = 3;
export const CELLS = REELS * ROWS;
/** pay[symbol * PAY_STRIDE + count]: counts 0..5. */
export const PAY_STRIDE = 6;
