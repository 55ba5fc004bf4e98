import { cardSlotRecipe, statSlotRecipe, switchSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from './theme';

// Recipes of components only the back-office uses (Table, Switch, Card, Stat): loaded with the
// dashboard chunk (router.tsx), so visitor pages do not carry them.
registerRecipes({
  slotRecipes: {
    card: cardSlotRecipe,
    stat: statSlotRecipe,
    switch: switchSlotRecipe,
    table: tableSlotRecipe,
  },
});
