#!/bin/sh
# Makes the register / forgot-password / reset-password background: an 8 s loop of an evening
# road with lane lines and passing charge-point lights, drawn from ffmpeg's lavfi sources (no
# footage, no internet). Outputs client/public/media/auth-road.{webm,mp4,jpg}.
# Needs Debian's ffmpeg (apt-get install -y ffmpeg). Run from the repo root: sh scripts/make-auth-video.sh
set -eu
out=client/public/media
mkdir -p "$out"
W=960
H=540
D=8
# one dash every 240 px moving 120 px/s: after 8 s the road has moved 4 dashes, so the loop is seamless
dash() { echo "drawbox=x='mod($1*240-120*t\,1200)-120':y=410:w=120:h=10:color=0xfde68a@0.95:t=fill"; }
# roadside charge points pass at 60 px/s (a slower, farther layer): 480 px per loop = 2 gaps of 240 px
post() { echo "drawbox=x='mod($1*240-60*t\,1200)-40':y=250:w=14:h=110:color=0x0f172a@0.9:t=fill,drawbox=x='mod($1*240-60*t\,1200)-44':y=240:w=22:h=16:color=0x34d399@0.95:t=fill"; }
FILTER="drawbox=x=0:y=360:w=iw:h=ih-360:color=0x111827@1:t=fill,drawbox=x=0:y=362:w=iw:h=4:color=0x94a3b8@0.8:t=fill,drawbox=x=0:y=500:w=iw:h=4:color=0x94a3b8@0.6:t=fill"
for i in 0 1 2 3 4; do FILTER="$FILTER,$(post $i),$(dash $i)"; done
SRC="gradients=s=${W}x${H}:c0=0x064e3b:c1=0x0f766e:c2=0x0ea5e9:n=3:speed=0.01:duration=$D:rate=24,format=yuv420p"

ffmpeg -y -loglevel error -f lavfi -i "$SRC" -vf "$FILTER" -an -c:v libvpx-vp9 -b:v 0 -crf 46 -deadline good -cpu-used 4 -row-mt 1 "$out/auth-road.webm"
ffmpeg -y -loglevel error -f lavfi -i "$SRC" -vf "$FILTER" -an -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -movflags +faststart "$out/auth-road.mp4"
ffmpeg -y -loglevel error -i "$out/auth-road.mp4" -frames:v 1 -q:v 6 "$out/auth-road.jpg"
ls -l "$out"
