#!/bin/bash
# Generates the sample lesson videos SkillLink ships (apps/server/media/courses): short,
# small WebM clips (VP9 + Opus) with a title card, a running time and a quiet tone, each in two
# renditions (ADR 074): sample-N-240p.webm (426×240, ~80 kbit/s, what data saver and slow
# connections play) and sample-N-480p.webm (854×480, ~250 kbit/s, the standard one), plus a
# poster frame (WebP) and a captions track (WebVTT) for each. Made from
# ffmpeg's own test sources, so they carry no third-party content. Needs Debian's ffmpeg;
# the outputs are committed, so nobody needs to run this to use the app.
set -euo pipefail
OUT="$(dirname "$0")/../apps/server/media/courses"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$OUT"
COLORS=(0x0f766e 0x1d4ed8 0x7c3aed 0xb45309 0xbe123c 0x047857)
TITLES=("Getting started" "Core ideas" "Hands-on practice" "Going further" "Real-world project" "Wrap-up")
SECONDS_LONG=(8 10 9 8 10 7)
# Rendition: name suffix, width, height, video bitrate, audio bitrate, font scale (×10).
RENDITIONS=("240p 426 240 80k 16k 13" "480p 854 480 250k 24k 27")
for i in 1 2 3 4 5 6; do
  n=$((i - 1)); d=${SECONDS_LONG[$n]}; name="sample-$i"
  for r in "${RENDITIONS[@]}"; do
    read -r tag w h vb ab f <<< "$r"
    ffmpeg -v error -y \
      -f lavfi -i "color=c=${COLORS[$n]}:s=${w}x${h}:d=$d:r=15" \
      -f lavfi -i "sine=frequency=$((330 + i * 55)):sample_rate=24000:duration=$d" \
      -filter_complex "[0:v]drawtext=fontfile=$FONT:text='SkillLink':fontcolor=white@0.8:fontsize=$((14 * f / 10)):x=12:y=10,drawtext=fontfile=$FONT:text='${TITLES[$n]}':fontcolor=white:fontsize=$((24 * f / 10)):x=(w-text_w)/2:y=(h-text_h)/2-8,drawtext=fontfile=$FONT:text='%{eif\:t\:d}s / ${d}s  ${tag}':fontcolor=white@0.9:fontsize=$((12 * f / 10)):x=(w-text_w)/2:y=h/2+$((22 * f / 10))[v];[1:a]volume=0.15[a]" \
      -map "[v]" -map "[a]" -c:v libvpx-vp9 -b:v "$vb" -deadline good -row-mt 1 -c:a libopus -b:a "$ab" \
      "$OUT/$name-$tag.webm"
  done
  # The poster comes from the low rendition: it is shown before anything plays, data saver or not.
  ffmpeg -v error -y -ss 1 -i "$OUT/$name-240p.webm" -frames:v 1 -c:v libwebp -quality 70 "$OUT/$name.webp"
  {
    echo "WEBVTT"; echo
    echo "00:00:00.000 --> 00:00:0$((d / 2)).000"; echo "Welcome to this SkillLink lesson: ${TITLES[$n]}."; echo
    echo "00:00:0$((d / 2)).000 --> 00:00:$(printf %02d "$d").000"; echo "Watch to the end, or past 90 percent, to complete it."
  } > "$OUT/$name.vtt"
done
ls -l "$OUT"

# One thumbnail per course category (640×360 WebP), used by the seeded catalogue.
CATS=("Programming" "Web Development" "Design" "Data Science" "Marketing")
CAT_COLORS=(0x0f766e 0x1d4ed8 0x7c3aed 0xb45309 0xbe123c)
for k in 0 1 2 3 4; do
  slug=$(echo "${CATS[$k]}" | tr 'A-Z ' 'a-z-')
  ffmpeg -v error -y -f lavfi -i "color=c=${CAT_COLORS[$k]}:s=640x360:d=1" \
    -vf "drawtext=fontfile=$FONT:text='SkillLink':fontcolor=white@0.8:fontsize=26:x=24:y=20,drawtext=fontfile=$FONT:text='${CATS[$k]}':fontcolor=white:fontsize=44:x=(w-text_w)/2:y=(h-text_h)/2" \
    -frames:v 1 -c:v libwebp -quality 70 "$OUT/thumb-$slug.webp"
done
