-- No query looks candidates up by exam centre (the merit list filters a class's rows already
-- read; sorting is by the lower-cased name), and the index cost every registration and every
-- centre assignment a write.
DROP INDEX "candidates_exam_center";
