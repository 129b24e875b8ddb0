// The composition of herald-cli: every area's verbs, in the order `help` lists them.
#include "app/cli/campaignverbs.h"
#include "app/cli/clicontext.h"

namespace herald::cli {

const VerbTable &standardVerbs()
{
    static const VerbTable table = [] {
        VerbTable t;
        addCampaignVerbs(t);
        return t;
    }();
    return table;
}

} // namespace herald::cli
