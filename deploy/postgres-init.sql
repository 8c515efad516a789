-- The studio's and the sportsbook's own databases beside the platform's, as `npm start` and
-- `npm run fleet` make them (<platform database>_studio, <platform database>_sportsbook).
CREATE DATABASE casino_studio;
CREATE DATABASE casino_sportsbook;
