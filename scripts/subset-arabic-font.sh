#!/bin/sh
# Cuts IBM Plex Sans Arabic (@fontsource) down to what the Arabic pages write: the Arabic letters,
# their marks and punctuation, and the bidirectional controls; digits stay Western (the system
# font). Needs fonttools with brotli (pip install fonttools brotli). Decision 066.
set -e
src=node_modules/@fontsource/ibm-plex-sans-arabic/files
for weight in 400 600; do
  pyftsubset "$src/ibm-plex-sans-arabic-arabic-$weight-normal.woff2" \
    --unicodes="U+060C,U+061B,U+061F,U+0621-0652,U+0670,U+200C-200F,U+2068-2069" \
    --layout-features='*' --no-hinting --desubroutinize --flavor=woff2 \
    --output-file="app/fonts/ibm-plex-sans-arabic-$weight.woff2"
done
