# The falcon CLI in a container: Node and the bundle, nothing else (dist/ carries every dependency).
#
#   docker build -t falcon-ci .
#   docker run --rm -v "$PWD:/work" --network host falcon-ci run --base-url http://127.0.0.1:3000
#
# The image runs as the unprivileged `node` user in /work, where the repository is mounted; git is
# there for the history's commits and for verifying proposed fixes in a scratch worktree.
FROM node:24-bookworm-slim

RUN apt-get update \
  && apt-get install --yes --no-install-recommends git ca-certificates \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /opt/falcon-ci
COPY package.json LICENSE README.md ./
COPY dist ./dist
COPY schemas ./schemas
RUN ln -s /opt/falcon-ci/dist/cli.js /usr/local/bin/falcon \
  && ln -s /opt/falcon-ci/dist/cli.js /usr/local/bin/falcon-ci \
  # A repository mounted from the host belongs to another user: git must still read it.
  && git config --system --add safe.directory '*'

USER node
WORKDIR /work
ENTRYPOINT ["falcon"]
CMD ["--help"]
