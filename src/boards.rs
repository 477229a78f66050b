//! Boards: parsing the two printed forms and telling why a placement is not a solution.
