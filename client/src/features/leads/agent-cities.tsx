import { Box, Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { failureText } from '../../lib/errors';
import { MESSAGES } from '../../lib/messages';
import { notify } from '../../lib/toaster';
import { useLeadAgentsQuery, useSetAgentCitiesMutation, type LeadAgentsQuery } from './leads.generated';

const S = MESSAGES.leads.screens;
type Agent = LeadAgentsQuery['leadAgents'][number];

function AgentCitiesRow({ agent }: { agent: Agent }) {
  const [text, setText] = useState(agent.cities.join(', '));
  const [{ fetching }, save] = useSetAgentCitiesMutation();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const cities = text
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    const done = await save({ agentId: agent.id, cities });
    if (done.error) notify.error(failureText(done.error, S.citiesFailed));
    else notify.success(S.citiesSaved);
  };
  return (
    <Box asChild borderWidth="1px" rounded="md" p="3">
      <form onSubmit={submit} noValidate>
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {agent.name ?? agent.email}
        </Text>
        <Flex gap="2" mt="2" wrap="wrap">
          <Input
            size="sm"
            flex="1"
            minW="40"
            aria-label={`${S.agentCities}: ${agent.name ?? agent.email}`}
            placeholder={S.citiesHint}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button size="sm" type="submit" variant="outline" loading={fetching}>
            {S.saveCities}
          </Button>
        </Flex>
      </form>
    </Box>
  );
}

/** Admin: each agent's cities, whose new leads the rule gives that agent first. */
export function AgentCities() {
  const [result] = useLeadAgentsQuery();
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {S.agentsTitle}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {S.citiesHint}
      </Text>
      <QueryState result={result} select={(d) => d.leadAgents} failure={S.failure} empty={<EmptyState message={S.noAgents} />}>
        {(agents) => (
          <Stack gap="2">
            {agents.map((agent) => (
              <AgentCitiesRow key={agent.id} agent={agent} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
