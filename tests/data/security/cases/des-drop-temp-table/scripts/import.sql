CREATE TEMP TABLE tmp_import (LIKE orders INCLUDING DEFAULTS);
\copy tmp_import FROM 'orders.csv' CSV HEADER
INSERT INTO orders SELECT * FROM tmp_import ON CONFLICT DO NOTHING;
DROP TABLE IF EXISTS tmp_import;
